// runtime: dom. The projector: the checked-in players until a round is published, then the room
// screen for the latest published round. Read-only: it only queries, and follows change events.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { CheckedInView } from './CheckedInView';
import { latestVisibleRound } from './pairing-rows';
import { RoomScreen } from './RoomScreen';

export function DisplayPage({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation();
  const events = useQuery('event.list', {});
  const event = eventId === null ? events.data?.[0] : events.data?.find((e) => e.id === eventId);
  const rounds = useQuery('round.list', event ? { eventId: event.id } : null);

  if (!events.loading && !event) {
    return (
      <div className="display">
        <p className="display-empty">{t('display.noEvent')}</p>
      </div>
    );
  }
  if (!event || (!rounds.data && !rounds.error)) return <div className="display" />;
  // Without rounds to read, the checked-in list is still worth showing.
  const round = latestVisibleRound(rounds.data ?? []);
  if (!round) return <CheckedInView event={event} />;
  return <RoomScreen event={event} roundId={round.id} />;
}
