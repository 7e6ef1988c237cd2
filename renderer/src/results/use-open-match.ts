// runtime: dom. What the results desk typed, turned into a match: digits are a table of the
// newest round of the desk's division that has been published; anything else is a slip code the core must vouch for
// (a mistyped or forged code opens nothing).
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { AppError } from '../../../shared/contract/errors';
import { getApi } from '../api/client';

export interface OpenMatch {
  roundId: number;
  tableId: number;
  /** The division the match is played in, whose rules its form follows (a slip code may open
   * another division's match than the one the desk works on). */
  divisionId: number | undefined;
}

export function useOpenMatch(eventId: number, scope: { divisionId?: number }, t: TFunction) {
  const [error, setError] = useState<AppError | undefined>();
  const [busy, setBusy] = useState(false);

  async function find(text: string): Promise<OpenMatch | null> {
    const api = getApi();
    const typed = text.trim();
    if (/^\d+$/.test(typed)) {
      const rounds = await api.call('round.list', { eventId, ...scope });
      if (!rounds.ok) return fail(rounds.error);
      const latest = rounds.value.filter((r) => r.status !== 'draft').at(-1);
      if (!latest) return fail({ code: 'not_found', message: t('results.noRound') });
      const round = await api.call('round.get', { roundId: latest.id });
      if (!round.ok) return fail(round.error);
      const table = round.value.tables.find((tb) => !tb.bye && tb.number === Number(typed));
      if (!table) return fail({ code: 'not_found', message: t('results.noTable', { round: latest.number, table: Number(typed) }) });
      return { roundId: latest.id, tableId: table.id, divisionId: round.value.divisionId };
    }
    const found = await api.call('result.findBySlip', { eventId, code: typed });
    if (!found.ok) return fail(found.error);
    return { roundId: found.value.roundId, tableId: found.value.tableId, divisionId: found.value.divisionId };
  }

  function fail(e: AppError): null {
    setError(e);
    return null;
  }

  async function open(text: string): Promise<OpenMatch | null> {
    setBusy(true);
    setError(undefined);
    const match = await find(text);
    setBusy(false);
    return match;
  }

  return { open, error, busy, clear: () => setError(undefined) };
}
