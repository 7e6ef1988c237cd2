// runtime: dom. The registration desk: find and check in on the left (arrival order shown as a
// queue number where the ruleset registers in a live queue, Catan 1.22), the features' panels below
// it (the waiting list, once every place is taken); on the right, register a player, or edit the one chosen from the
// list. The features the division uses (among them the rule modifications every event has) add
// their panels beside the form (the chosen division's: its sides of several players) and under
// the player open (the list of cards or figures they hand in). Players from a spreadsheet are
// imported across the whole desk.
import { useEffect, useState } from 'react';
import type { Division } from '../../../shared/model/division';
import type { MatchFormat } from '../../../shared/model/event';
import type { Player } from '../../../shared/model/player';
import { CheckInPanel } from './CheckInPanel';
import { EditPlayerForm } from './EditPlayerForm';
import { RegisterPlayerForm } from './RegisterPlayerForm';
import { useDivisionScope } from '../divisions/division-scope';
import { ImportPlayers } from './import-players/ImportPlayers';
import { PlayersFile } from './import-players/PlayersFile';
import { FeatureCheckInPanels, FeaturePlayerPanels, FeatureRegistrationPanels } from '../features/Slots';
import { FeaturesInUse } from '../features/in-use';

interface Props {
  eventId: number;
  divisions: readonly Division[];
  format: Pick<MatchFormat, 'arrivalQueue' | 'features'>;
  /** The event's places (null: no limit); past them check-ins wait on the waiting list. */
  places: number | null;
}

export function RegistrationTab({ eventId, divisions, format, places }: Props) {
  const [editing, setEditing] = useState<Player | null>(null);
  const [importing, setImporting] = useState(false);
  // Numbered so that the same sentence twice (two saves of one player) still shows.
  const [notice, setNotice] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => {
    setEditing(null);
    setImporting(false);
  }, [eventId]);
  const { divisionId } = useDivisionScope();
  const first = divisions.find((d) => d.position === 1);
  const division = divisions.find((d) => d.id === divisionId) ?? first;
  if (importing) {
    return (
      <main className="desk-main wide">
        <ImportPlayers eventId={eventId} onClose={() => setImporting(false)} />
      </main>
    );
  }
  return (
    <FeaturesInUse features={format.features}>
      <main className="desk-main">
        <div className="desk-side">
          <CheckInPanel eventId={eventId} divisions={divisions} queue={format.arrivalQueue ?? false} places={places} notice={notice} onEdit={(p) => setEditing(p)} />
          <FeatureCheckInPanels eventId={eventId} />
        </div>
        {editing ? (
          <div className="desk-side" key={editing.id}>
            <EditPlayerForm
              player={editing}
              divisions={divisions}
              onDone={(message) => {
                setNotice((prev) => ({ text: message, n: (prev?.n ?? 0) + 1 }));
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
            <FeaturePlayerPanels player={editing} />
          </div>
        ) : (
          <div className="desk-side">
            <RegisterPlayerForm eventId={eventId} divisions={divisions} />
            <PlayersFile eventId={eventId} onImport={() => setImporting(true)} />
            {division && first && <FeatureRegistrationPanels eventId={eventId} division={division} firstDivisionId={first.id} />}
          </div>
        )}
      </main>
    </FeaturesInUse>
  );
}
