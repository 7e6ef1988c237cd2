// runtime: dom. The live count of checked-in players.
import { useTranslation } from 'react-i18next';
import { concernsEvent, useQuery } from '../api/use-query';

export function CheckedInCount({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const all = useQuery('player.list', { eventId }, concernsEvent(eventId));
  const players = all.data ?? [];
  const checkedIn = players.filter((p) => p.checkInOrder !== null).length;
  return (
    <output className="count" data-testid="checked-in-count" aria-live="polite">
      {t('checkIn.count', { checkedIn, total: players.length })}
    </output>
  );
}
