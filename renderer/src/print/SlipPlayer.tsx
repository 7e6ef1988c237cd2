// runtime: dom. A player's name on a slip with their ID and, at a table whose players choose their
// seats, their starting position and seat choice place (the slip lists them in starting order).
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';

/** A seat as a slip lists it; `order` says its starting position and seat choice where chosen. */
export type SlipSeat = RoundTable['seats'][number] & { order?: string | undefined };

export function SlipPlayer({ seat }: { seat: SlipSeat }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="slip-player-name">{seat.name}</span> <span className="slip-player-id">{t('print.slip.entry', { id: seat.entryId })}</span>
      {seat.order && <span className="slip-player-order">{seat.order}</span>}
    </>
  );
}
