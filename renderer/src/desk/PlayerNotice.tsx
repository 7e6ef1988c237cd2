// runtime: dom. An error from a player command, in the desk's words: a player who sits in a round
// cannot be taken back, and the sentence says which round and what to do instead.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorNotice } from '../components/ErrorNotice';

interface SeatRefusal {
  reason: 'seated_in_draft' | 'has_played';
  name: string;
  round: number;
  table: number;
  bye: boolean;
}

const isSeatRefusal = (d: Record<string, unknown> | undefined): d is Record<string, unknown> & SeatRefusal =>
  d?.reason === 'seated_in_draft' || d?.reason === 'has_played';

export function PlayerNotice({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  const d = error?.details;
  if (!isSeatRefusal(d)) return <ErrorNotice error={error} />;
  const key = d.reason === 'has_played' ? 'players.hasPlayed' : d.bye ? 'players.byeInDraft' : 'players.seatedInDraft';
  return (
    <div className="notice notice-error" role="alert">
      {t(key, { name: d.name, round: d.round, table: d.table })}
    </div>
  );
}
