// runtime: dom. The QR code to the players' phones page with its address written under it, on the
// projector and the printed pairings; nothing where no address a phone can open is known.
import { useTranslation } from 'react-i18next';
import { QrCode } from '../print/QrCode';
import { phoneAddress, reachableOrigin } from '../phone/phone-address';
import { useQuery } from '../api/use-query';

export function PhoneQr({ eventId, divisionId, className }: { eventId: number; divisionId?: number; className: string }) {
  const { t } = useTranslation();
  const own = reachableOrigin(window.location);
  const host = useQuery('venue.address', own ? null : {}).data?.address ?? null;
  const address = phoneAddress(own ?? host, eventId, divisionId);
  if (!address) return null;
  return (
    <figure className={className} data-testid="phone-qr">
      <QrCode value={address} label={t('phone.qr.label')} />
      <figcaption>
        {t('phone.qr.caption')} <span className="phone-qr-address">{address}</span>
      </figcaption>
    </figure>
  );
}
