// runtime: dom. The live count of checked-in players (of the places, where the event has a number
// of them); once some have dropped (a no-show, a forfeit, a disqualification too), how many of them
// are still playing; and how many wait on the waiting list.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { featurePlaceQueue } from '../features/registry';

export function CheckedInCount({ eventId, places }: { eventId: number; places: number | null }) {
  const { t } = useTranslation();
  const counts = useQuery('player.counts', { eventId }).data;
  const checkedIn = counts?.checkedIn ?? 0;
  const dropped = counts?.dropped ?? 0;
  const waiting = counts?.waitingForPlace ?? 0;
  const taken = places === null ? t('checkIn.count', { checkedIn, total: counts?.registered ?? 0 }) : t('checkIn.places', { checkedIn, places });
  const placeQueue = featurePlaceQueue();
  const all = waiting > 0 && placeQueue ? `${taken} · ${placeQueue.say('count', { waiting })}` : taken;
  return (
    <output className="count" data-testid="checked-in-count" aria-live="polite" title={dropped > 0 ? all : undefined}>
      {dropped > 0 ? t('checkIn.playing', { playing: checkedIn - dropped, checkedIn, dropped }) : all}
    </output>
  );
}
