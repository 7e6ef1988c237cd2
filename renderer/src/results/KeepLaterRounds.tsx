// runtime: dom. A correction refused because later rounds were played after it, where the core
// says they may stand as played (a Swiss, a schedule): the explicit, audited way through, worded
// so the desk sees that those rounds are not paired again and only the standings change.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';

/** The later rounds a refused correction may keep, first and last; null when it may not. */
export function keepableRounds(error: AppError | undefined): { from: number; to: number } | null {
  const d = error?.details;
  if (d?.reason !== 'correction_after_later_round' || d.canKeepLaterRounds !== true || !Array.isArray(d.laterRounds) || d.laterRounds.length === 0) return null;
  const rounds = d.laterRounds as number[];
  return { from: rounds[0]!, to: rounds.at(-1)! };
}

export function KeepLaterRounds({ error, busy, onKeep }: { error: AppError | undefined; busy: boolean; onKeep(): void }) {
  const { t } = useTranslation();
  const rounds = keepableRounds(error);
  if (!rounds) return null;
  return (
    <div className="actions">
      <button type="button" disabled={busy} onClick={onKeep}>
        {rounds.from === rounds.to ? t('results.keepLaterRound', { round: rounds.from }) : t('results.keepLaterRounds', rounds)}
      </button>
    </div>
  );
}
