// runtime: dom. The next step for the newest round: publish a draft (or pair it again), close a
// published round (or take it back while no result is in), pair the round after it. Pairing
// carries the round as this desk saw it, so a second desk cannot pair over the first's work.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { useCommand } from '../desk/use-command';
import { scopeOf } from '../divisions/division-scope';
import { RoundErrorNotice } from './RoundErrorNotice';
import { UnpublishForm } from './UnpublishForm';

export function RoundActions({ round }: { round: Round }) {
  const { t } = useTranslation();
  const pair = useCommand('round.pair');
  const publish = useCommand('round.publish');
  const close = useCommand('round.close');
  const [unpublishing, setUnpublishing] = useState(false);
  const busy = pair.busy || publish.busy || close.busy;
  const noResult = round.tables.every((tb) => !tb.result);
  const ref = { roundId: round.id, version: round.version };
  const scope = scopeOf(round.divisionId);
  // One notice at a time: an old refusal must not linger after another step succeeded.
  function run<I>(cmd: { run(input: I): Promise<unknown> }, input: I) {
    for (const c of [pair, publish, close]) c.clearError();
    void cmd.run(input);
  }

  return (
    <div className="round-actions">
      <RoundErrorNotice error={pair.error ?? publish.error ?? close.error} />
      <div className="actions">
        {round.status === 'draft' && (
          <>
            <button type="button" className="primary" disabled={busy} onClick={() => run(publish, ref)}>
              {t('rounds.publish')}
            </button>
            <button type="button" disabled={busy} onClick={() => run(pair, { eventId: round.eventId, ...scope, newest: ref, tables: false })}>
              {t('rounds.pairAgain')}
            </button>
          </>
        )}
        {round.status === 'published' && (
          <button type="button" disabled={busy} onClick={() => run(close, ref)}>
            {t('rounds.closeRound')}
          </button>
        )}
        {round.status === 'published' && noResult && (
          <button type="button" disabled={busy || unpublishing} onClick={() => setUnpublishing(true)}>
            {t('rounds.unpublish.open')}
          </button>
        )}
        {round.status !== 'draft' && (
          <button type="button" className="primary" disabled={busy} onClick={() => run(pair, { eventId: round.eventId, ...scope, newest: ref, tables: false })}>
            {t('rounds.pairNext')}
          </button>
        )}
      </div>
      {unpublishing && round.status === 'published' && <UnpublishForm round={round} onCancel={() => setUnpublishing(false)} />}
    </div>
  );
}
