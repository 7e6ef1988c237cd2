// runtime: dom. The newest published round's tables still without a result, under the code field:
// the judge sees which slips to chase and how long the round has been played, and opens a table
// with a click or Enter. Kept current as results come in from any desk.
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock-read';
import type { Round } from '../../../shared/model/round';
import { useHostNow } from '../api/host-clock';
import { roundTables } from '../api/round-tables';
import { useQuery } from '../api/use-query';
import { roundName } from '../rounds/round-name';
import { missingTables, playedMs } from './missing-tables';
import type { OpenMatch } from './use-open-match';

export function MissingTables(props: { eventId: number; scope: { divisionId?: number }; openTableId: number | undefined; onOpen: (match: OpenMatch) => void }) {
  const { eventId, scope } = props;
  const rounds = useQuery('round.list', { eventId, ...scope });
  const latest = rounds.data?.filter((r) => r.status !== 'draft').at(-1);
  const round = useQuery('round.get', latest ? { roundId: latest.id } : null, eventId, roundTables(latest?.id ?? 0)).data;
  if (!latest || !round || round.id !== latest.id) return null;
  return <MissingList round={round} {...props} />;
}

function MissingList({ round, openTableId, onOpen }: { round: Round; openTableId: number | undefined; onOpen: (match: OpenMatch) => void }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const missing = missingTables(round.tables);
  const played = playedMs(round.clock, now);
  const name = roundName(t, round);
  return (
    <section className="panel results-missing" aria-labelledby="missing-title">
      <h2 id="missing-title">{missing.length === 0 ? t('results.missing.none', { round: name }) : t('results.missing.title', { round: name, count: missing.length })}</h2>
      <p className="missing-clock" data-testid="missing-clock">
        {played === null ? t('results.missing.notStarted') : t('results.missing.played', { time: formatClock(played) })}
      </p>
      {missing.length > 0 && (
        <ul className="missing-list">
          {missing.map((m) => (
            <li key={m.tableId}>
              <button
                type="button"
                className={m.tableId === openTableId ? 'missing-row open' : 'missing-row'}
                aria-current={m.tableId === openTableId ? 'true' : undefined}
                onClick={() => onOpen({ roundId: round.id, tableId: m.tableId, divisionId: round.divisionId })}
              >
                <span className="missing-number">{t('results.missing.table', { table: m.number })}</span>
                <span className="missing-names">{m.names.join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
