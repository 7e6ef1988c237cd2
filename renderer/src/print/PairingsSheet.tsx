// runtime: dom. A round's pairings to pin on the wall: by name (find yourself, then your table and
// opponents) or by table, a column per seat. The table header repeats on every printed page. Where
// a feature orders a round's seats by columns (the players choose their seats: starting
// positions), it titles the columns and fills each played table's (features/play-order.ts).
import { useTranslation } from 'react-i18next';
import { PhoneQr } from '../components/PhoneQr';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import type { Round } from '../../../shared/model/round';
import { pairingsSheetOrder } from '../features/play-order';
import { seatColumns, seatsInColumns } from '../rounds/seat-columns';
import { nameCollator } from '../i18n/format';
import { compareFamilyFirst } from '../../../shared/text/family-name';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';
import { useTableWords, type RoundTableWords } from '../features/table-words';

interface Line {
  key: string;
  name: string;
  sortName?: string | undefined;
  entryId: number;
  table: number | null;
  /** Null for a bye. */
  opponents: string[] | null;
}

/** One line per seated player, sorted by name (family name first where known) in the sheet's
 * language; byes have no table. */
function byName(round: Round, locale: string): Line[] {
  const lines: Line[] = [];
  for (const table of round.tables) {
    for (const seat of table.seats) {
      const others = table.seats.filter((s) => s.position !== seat.position).sort((a, b) => a.position - b.position);
      lines.push({
        key: `${table.id}-${seat.position}`,
        name: seat.name,
        sortName: seat.sortName,
        entryId: seat.entryId,
        table: table.bye ? null : table.number,
        opponents: table.bye || others.length === 0 ? null : others.map((s) => s.name),
      });
    }
  }
  const collator = nameCollator(locale);
  return lines.sort((a, b) => compareFamilyFirst(collator, a, b) || a.entryId - b.entryId);
}

export function PairingsSheet(props: { roundId: number; options: PrintOptions }) {
  const { t, i18n } = useTranslation();
  const round = useSnapshot('round.get', { roundId: props.roundId });
  const event = useSnapshot('event.get', round.state === 'done' ? { id: round.value.eventId, ...scopeOf(round.value.divisionId) } : null);
  const { paper, autoprint, by } = props.options;
  const words = useTableWords(props.roundId);
  const done = round.state === 'done' && event.state === 'done' && words.state === 'done';
  return (
    <SheetFrame paper={paper} status={combined(round, event, words)} autoprint={autoprint} className="list-sheet">
      {done && (
        <>
          <PhoneQr className="list-phone-qr" eventId={event.value.id} {...scopeOf(event.value.divisions.find((d) => d.id === round.value.divisionId && d.position > 1)?.id)} />
          <h1 className="list-title">
            {eventTitle(event.value)} · {t('print.pairings.title', { number: round.value.number })}
          </h1>
          <p className="list-subtitle">{t(by === 'name' ? 'print.pairings.byName' : 'print.pairings.byTable')}</p>
          {by === 'name' ? <ByNameTable round={round.value} locale={i18n.language} /> : <ByTableTable round={round.value} words={words.value} />}
        </>
      )}
    </SheetFrame>
  );
}

function ByNameTable(props: { round: Round; locale: string }) {
  const { t } = useTranslation();
  const many = seatColumns(props.round.tables) > 2;
  return (
    <table className="list-table">
      <thead>
        <tr>
          <th scope="col">{t('print.pairings.player')}</th>
          <th scope="col" className="num">{t('print.pairings.table')}</th>
          <th scope="col">{t(many ? 'print.pairings.opponents' : 'print.pairings.opponent')}</th>
        </tr>
      </thead>
      <tbody>
        {byName(props.round, props.locale).map((l) => (
          <tr key={l.key}>
            <td className="strong">{l.name}</td>
            <td className="num big">{l.table ?? '—'}</td>
            <td>{l.opponents?.join(t('print.pairings.separator')) ?? t('print.pairings.bye')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table's words of one feature as printed: "Referee: A · Umpire: B". */
const wordsAt = (words: RoundTableWords, tableId: number) => words.of(tableId).map((w) => w.text).join(' · ');

function ByTableTable(props: { round: Round; words: RoundTableWords[] }) {
  const { t } = useTranslation();
  const tables = [...props.round.tables].sort((a, b) => Number(a.bye) - Number(b.bye) || a.number - b.number);
  const columns = seatColumns(tables);
  const worded = props.words.filter((w) => tables.some((table) => w.of(table.id).length > 0));
  const order = pairingsSheetOrder(props.round);
  return (
    <table className={columns > 2 ? 'list-table seat-columns' : 'list-table'}>
      <thead>
        <tr>
          <th scope="col" className="num">{t('print.pairings.table')}</th>
          {Array.from({ length: columns }, (_, i) => (
            <th scope="col" key={i}>
              {order ? order.columnTitle(i) : t('print.pairings.seat', { number: i + 1 })}
            </th>
          ))}
          {worded.map((w) => (
            <th scope="col" key={w.id}>
              {w.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tables.map((table) => (
          <tr key={table.id}>
            <td className="num big">{table.bye ? '—' : table.number}</td>
            {order && !table.bye ? (
              <order.Cells table={table} columns={columns} />
            ) : (
              seatsInColumns(table.seats, columns).map((s, i) => (
                <td className="strong" key={i}>
                  {table.bye && i === 1 ? t('print.pairings.bye') : s?.name}
                </td>
              ))
            )}
            {worded.map((w) => (
              <td key={w.id}>{wordsAt(w, table.id)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
