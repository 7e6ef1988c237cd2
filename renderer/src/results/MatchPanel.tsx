// runtime: dom. The match a code opened: its entry form, or the result already entered with a
// way to correct it (a correction needs a reason). Which of the two is decided when the match
// opens: a result another desk saves meanwhile must not replace what is being typed here.
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { roundTables } from '../api/round-tables';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { stageRules, type MatchRules } from './match-model';
import { MatchForm } from './MatchForm';
import { EnteredResult } from './EnteredResult';
import { FeatureTableHeader, FeatureTablePanels, useDecidedGames } from '../features/Slots';
import { FeaturesInUse } from '../features/in-use';

interface Props {
  eventId: number;
  roundId: number;
  tableId: number;
  rules: MatchRules;
  names: Map<number, string>;
  onDone(message: string): void;
  onClose(): void;
}

export function MatchPanel({ eventId, roundId, tableId, rules: eventRules, names, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const round = useQuery('round.get', { roundId }, eventId, roundTables(roundId));
  const [correcting, setCorrecting] = useState(false);
  const [openedWithResult, setOpenedWithResult] = useState<boolean | null>(null);
  const table = round.data?.tables.find((tb) => tb.id === tableId);
  if (table && openedWithResult === null) setOpenedWithResult(table.result !== null);
  if (!round.data || !table) return <ErrorNotice error={round.error} />;
  // The table plays to its own stage's target, and a stage never ended for time offers no time ending.
  const rules = stageRules(eventRules, round.data.stage?.position);
  const [a, b] = table.seats;
  const players = table.seats.length > 2 ? table.seats.map((s) => s.name).join(t('results.listSeparator')) : t('results.versus', { a: a?.name ?? '', b: b?.name ?? '' });
  const showResult = (openedWithResult ?? table.result !== null) && table.result && !correcting;

  return (
    <section className="panel match" aria-label={t('results.tableTitle', { table: table.number })}>
      <FeaturesInUse features={rules.features}>
        <h2>
          {t('results.table', { round: round.data.number, table: table.number })}
          <span className="match-players">{players}</span>
          <FeatureTableHeader round={round.data} table={table} />
        </h2>
        <FeatureTablePanels eventId={eventId} round={round.data} table={table} />
        {showResult ? (
          <EnteredResult table={table} onCorrect={() => setCorrecting(true)} onClose={onClose} />
        ) : (
          <FreshMatchForm eventId={eventId} roundId={roundId} table={table} rules={rules} names={names} correcting={correcting} onDone={onDone} onCancel={onClose} />
        )}
      </FeaturesInUse>
    </section>
  );
}

/** The form, opened afresh when the games decided at the table change (a ruling given meanwhile
 * at the panel above): it opens with them entered. */
function FreshMatchForm(props: ComponentProps<typeof MatchForm>) {
  const decided = useDecidedGames(props.table).map(({ entryId, game, match }) => [entryId, game, match]);
  return <MatchForm key={`${props.correcting}-${JSON.stringify(decided)}`} {...props} />;
}
