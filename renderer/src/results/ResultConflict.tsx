// runtime: dom. Another desk stored this table's result while this desk was typing it: both are
// shown side by side, and the judge either keeps the stored one or replaces it with what was
// typed here, with a reason (an ordinary correction, audited with before and after).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { sameGames, storedResultOf, type StoredResult } from './match-model';
import { ResultSummary } from './ResultSummary';

interface Props {
  table: RoundTable;
  typed: GameValue[];
  stored: StoredResult;
  /** A correction typed here already has one. */
  reason: string;
  onDone(message: string): void;
}

export function ResultConflict({ table, typed, stored: first, reason: typedReason, onDone }: Props) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(first);
  const [reason, setReason] = useState(typedReason);
  const correct = useCommand('result.correct');
  const length = Math.max(typed.length, stored.games.length);
  const differs = Array.from({ length }, (_, i) => !sameGames(typed.slice(i, i + 1), stored.games.slice(i, i + 1)));

  async function replace(e: FormEvent) {
    e.preventDefault();
    const r = await correct.run({ tableId: table.id, version: stored.version, games: typed, reason });
    if (r.ok) return onDone(t('results.conflict.replaced', { table: table.number }));
    // A third desk got there first: compare with what is stored now.
    const now = r.error.code === 'conflict' ? storedResultOf(r.error.details) : null;
    if (now && sameGames(now.games, typed)) onDone(t('results.conflict.same', { table: table.number }));
    else if (now) setStored(now);
  }

  return (
    <form className="result-conflict" onSubmit={replace} aria-label={t('results.conflict.title', { table: table.number })}>
      <div className="notice notice-warn" role="alert">
        <strong>{t('results.conflict.title', { table: table.number })}</strong> {t('results.conflict.explain')}
      </div>
      <div className="conflict-columns">
        <section aria-label={t('results.conflict.typed')}>
          <h3>{t('results.conflict.typed')}</h3>
          <ResultSummary table={table} games={typed} label={t('results.conflict.typed')} differs={differs} />
        </section>
        <section aria-label={t('results.conflict.stored')}>
          <h3>{t('results.conflict.stored')}</h3>
          <ResultSummary table={table} games={stored.games} label={t('results.conflict.stored')} differs={differs} />
        </section>
      </div>
      <p className="field-hint">{t('results.conflict.choose')}</p>
      <ErrorNotice error={correct.error?.code === 'conflict' ? undefined : correct.error} />
      <Field id="conflict-reason" label={t('results.reason')} value={reason} autoFocus onChange={(e) => setReason(e.target.value)} error={fieldError(correct.error, 'reason')} />
      <div className="actions">
        <button type="submit" className="primary" disabled={correct.busy}>
          {t('results.conflict.replace')}
        </button>
        <button type="button" onClick={() => onDone(t('results.conflict.kept', { table: table.number }))}>
          {t('results.conflict.keep')}
        </button>
      </div>
    </form>
  );
}
