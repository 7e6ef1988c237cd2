// runtime: dom. A player's name on a slip with their player ID (the organizer's, as the desk shows
// it; none where they have none) and, at a table whose players choose their seats, their starting
// position and seat choice place (the slip lists them in starting order).
import type { RoundTable } from '../../../shared/model/round';

/** A seat as a slip lists it: `playerId` is its player ID as printed (seat-player-ids.ts), `order`
 * says its starting position and seat choice where chosen. */
export type SlipSeat = RoundTable['seats'][number] & { playerId?: string | undefined; order?: string | undefined };

export function SlipPlayer({ seat }: { seat: SlipSeat }) {
  return (
    <>
      <span className="slip-player-name">{seat.name}</span>
      {seat.playerId && (
        <>
          {' '}
          <span className="slip-player-id">{seat.playerId}</span>
        </>
      )}
      {seat.order && <span className="slip-player-order">{seat.order}</span>}
    </>
  );
}
