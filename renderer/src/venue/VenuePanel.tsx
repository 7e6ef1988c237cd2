// runtime: dom. The head judge's Venue panel: each role's join code, the address of its join page
// and a QR code of that address; revoking gives the role a new code and stops the desks that
// joined with the old one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueAccess } from '../../../shared/model/venue';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from '../desk/use-command';
import { QrCode } from '../print/QrCode';
import './venue.css';

/** Shown in two halves, as it is read out and typed (the host takes it with or without the dash). */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export function VenuePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const read = useQuery('venue.access', {});
  const revoke = useCommand('venue.revoke');
  const [revoked, setRevoked] = useState<VenueAccess | null>(null);
  const access = revoked ?? read.data;
  return (
    <section className="panel venue-panel" aria-labelledby="venue-title">
      <div className="panel-head">
        <h2 id="venue-title">{t('venue.panel.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('venue.panel.close')}
        </button>
      </div>
      {access && !access.on && <p>{t('venue.panel.off')}</p>}
      {access?.on && (
        <>
          <p>{t('venue.panel.hint', { address: access.addresses[0] })}</p>
          <ErrorNotice error={revoke.error} />
          <ul className="venue-codes">
            {access.codes.map(({ role, code, joinAddress }) => (
              <li key={role} className="venue-code" data-role={role}>
                <h3>{t(`roles.${role}`)}</h3>
                <p className="venue-can">{t(`venue.can.${role}`)}</p>
                <QrCode value={joinAddress} label={t('venue.panel.qr', { role: t(`roles.${role}`) })} className="venue-qr" />
                <p className="venue-code-text" aria-label={t('venue.panel.code')}>
                  {shown(code)}
                </p>
                <p className="venue-address">{joinAddress.replace(/\/#\/join\/.*$/, '/#/join')}</p>
                <button
                  type="button"
                  disabled={revoke.busy}
                  onClick={async () => {
                    const next = await revoke.run({ role });
                    if (next.ok) setRevoked(next.value);
                  }}
                >
                  {t('venue.panel.revoke')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
