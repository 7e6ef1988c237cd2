// runtime: dom. One table's result slip: the event, round and table, the grid the players fill in
// and sign (a column per player to mark who won, WinnerGrid.tsx, a line per player with its
// place, PlacesGrid.tsx, or with its score in a race, RaceGrid.tsx, a team table's per team,
// TeamRaceGrid.tsx), its players in the order they play where a feature orders a table's seats
// (features/play-order.ts), and the slip code as text and as a QR code for the results desk's scanner;
// the lines the features print at its foot (a signed sheet's, Catan 1.14); and who
// signs it besides the players (a table's referee, by its features' words).
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundStage, RoundTable } from '../../../shared/model/round';
import { slipSeatsOf } from '../features/play-order';
import { roundName } from '../rounds/round-name';
import type { SlipRules } from './games';
import { PlacesGrid } from './PlacesGrid';
import { QrCode } from './QrCode';
import { RaceGrid } from './RaceGrid';
import { TeamRaceGrid } from './TeamRaceGrid';
import { WinnerGrid } from './WinnerGrid';
import type { SlipSeat } from './SlipPlayer';
import type { SlipSigner } from '../features/feature';
import { slipFootLinesOf } from '../features/registry';

/** A table as its slip prints it: each seat with its player ID where it has one. */
type SlipTable = RoundTable & { seats: SlipSeat[] };

export function Slip(props: {
  table: RoundTable;
  eventName: string;
  round: { number: number; stage?: RoundStage | undefined };
  rules: SlipRules;
  /** Who signs it besides the players (table-words.ts). */
  signers?: readonly SlipSigner[] | undefined;
  /** Each entry's player ID as printed (seat-player-ids.ts); a seat not in it prints none. */
  playerIds: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { rules } = props;
  const table: SlipTable = { ...props.table, seats: props.table.seats.map((s) => ({ ...s, playerId: props.playerIds.get(s.entryId) })) };
  const seats = slipSeatsOf(props.round, table, table.seats);
  return (
    <article className="slip" data-table={table.number} data-slip-code={table.slipCode}>
      <header className="slip-head">
        <div className="slip-event">
          <span className="slip-event-name">{props.eventName}</span>
          <span className="slip-round">{roundName(t, props.round)}</span>
          {rules.threshold !== undefined && <span className="slip-threshold">{t('print.slip.threshold', { target: rules.threshold, score: t(`print.slip.scoreNames.${rules.scoreName ?? 'score'}`, { defaultValue: rules.scoreName ?? '' }) })}</span>}
        </div>
        <div className="slip-table">{t('print.slip.table', { number: table.number })}</div>
      </header>
      <div className="slip-body">
        {rules.entry === 'places' ? (
          <PlacesGrid seats={seats} rules={rules} />
        ) : rules.entry === 'race' ? (
          table.teams ? <TeamRaceGrid table={{ ...table, teams: table.teams }} seats={seats} rules={rules} /> : <RaceGrid seats={seats} rules={rules} />
        ) : (
          <WinnerGrid seats={seats} rules={rules} />
        )}
        <aside className="slip-code">
          <QrCode className="slip-qr" value={table.slipCode} label={t('print.slip.qr', { code: table.slipCode })} />
          <span className="slip-code-label">{t('print.slip.code')}</span>
          <span className="slip-code-text" style={{ '--code-chars': table.slipCode.length } as CSSProperties}>
            {table.slipCode}
          </span>
        </aside>
      </div>
      {rules.footLines.map(({ id, part }) => {
        const Lines = slipFootLinesOf(id);
        return Lines && <Lines key={id} part={part} />;
      })}
      {props.signers?.map((signer) => (
        <footer className="slip-referee" key={signer.line}>
          <span className="slip-referee-name">{signer.line}</span>
          <span className="slip-referee-sign">
            <span className="slip-sign-line" />
            <span className="slip-sign-label">{signer.signature}</span>
          </span>
        </footer>
      ))}
    </article>
  );
}
