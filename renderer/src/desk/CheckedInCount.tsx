// runtime: dom. The live count of checked-in players.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';

export function CheckedInCount({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const counts = useQuery('player.counts', { eventId }).data;
  return (
    <output className="count" data-testid="checked-in-count" aria-live="polite">
      {t('checkIn.count', { checkedIn: counts?.checkedIn ?? 0, total: counts?.registered ?? 0 })}
    </output>
  );
}
