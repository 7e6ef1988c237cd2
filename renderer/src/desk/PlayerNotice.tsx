// runtime: dom. An error from a player command, in the desk's words: a player who sits in a round
// cannot be taken back, and the sentence says which round and what to do instead.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorNotice } from '../components/ErrorNotice';
import type { FormOfAddress } from '../../../shared/model/player';
import { addressed } from '../i18n/address';

interface SeatRefusal {
  reason: 'seated_in_draft' | 'has_played';
  name: string;
  round: number;
  table: number;
  bye: boolean;
}

const isSeatRefusal = (d: Record<string, unknown> | undefined): d is Record<string, unknown> & SeatRefusal =>
  d?.reason === 'seated_in_draft' || d?.reason === 'has_played';

/** `player`, when the desk has them open, words the sentence for them. */
export function PlayerNotice({ error, player }: { error: AppError | undefined; player?: { formOfAddress: FormOfAddress | null } }) {
  const { t } = useTranslation();
  const d = error?.details;
  if (!isSeatRefusal(d)) return <ErrorNotice error={error} />;
  const key = d.reason === 'has_played' ? 'players.hasPlayed' : d.bye ? 'players.byeInDraft' : 'players.seatedInDraft';
  return (
    <div className="notice notice-error" role="alert">
      {t(key, { name: d.name, round: d.round, table: d.table, ...(player ? addressed(player) : {}) })}
    </div>
  );
}
