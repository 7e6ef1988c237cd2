// runtime: dom. A table's officials as printed: "Referee: A · Umpire: B" on the pairings by table,
// and its referee, with a line to sign, on its result slip.
import type { RoundOfficials } from '../../../../shared/features/officials/model';
import type { TableWordsSource } from '../feature';
import type { OfficialsKeys } from './texts';

export const officialsTableWords: TableWordsSource<OfficialsKeys> = {
  query: 'official.ofRound',
  title: 'title',
  of(answer, tableId, text) {
    const at = (answer as RoundOfficials).tables.find((x) => x.tableId === tableId)?.officials ?? [];
    return at.map((o) => ({
      text: `${text(o.duty === 'referee' ? 'print.referee' : 'print.umpire')}: ${o.name}`,
      ...(o.duty === 'referee' ? { signer: { name: o.name, line: text('print.refereeOnSlip', { name: o.name }), signature: text('print.refereeSignature') } } : {}),
    }));
  },
};
