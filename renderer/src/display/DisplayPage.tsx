// runtime: dom. The projector: the checked-in players until a round is published, then the room
// screen for the latest published round. Read-only: it only queries, and follows change events.
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import { useQuery } from '../api/use-query';
import { CheckedInView } from './CheckedInView';
import { latestVisibleRound } from './pairing-rows';
import { RoomScreen } from './RoomScreen';

export function DisplayPage({ eventId, divisionId }: { eventId: number | null; divisionId: number | undefined }) {
  const { t } = useTranslation();
  const events = useQuery('event.list', {});
  const listed = eventId === null ? events.data?.[0] : events.data?.find((e) => e.id === eventId);
  // The division asked for, if the event has it; its first otherwise.
  const division = listed?.divisions.find((d) => d.id === divisionId) ?? listed?.divisions[0];
  const event = listed && division ? { ...listed, divisionId: division.id } : undefined;
  const scope = scopeOf(division && division.position > 1 ? division.id : undefined);
  const rounds = useQuery('round.list', event ? { eventId: event.id, ...scope } : null);

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
  return <RoomScreen key={`${event.id}/${event.divisionId}`} event={event} scope={scope} roundId={round.id} />;
}
