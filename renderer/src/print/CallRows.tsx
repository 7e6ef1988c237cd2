// runtime: dom. The slip's rows for a call at the table (Attacktix 4.1.8.3): a box per player to
// mark who won it, and who moves first in each game spelt out from it, so the referee reads the
// turns without working them out.
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import type { SlipRules } from './games';

export function CallRows({ seats, call }: { seats: RoundTable['seats']; call: NonNullable<SlipRules['call']> }) {
  const { t } = useTranslation();
  const turns = [
    ...call.otherGames.map((number) => ({ number, text: t('print.slip.turnOther', { number }) })),
    ...call.callerGames.map((number) => ({ number, text: t('print.slip.turnCaller', { number }) })),
  ].sort((a, b) => a.number - b.number);
  return (
    <>
      <tr className="slip-call">
        <th scope="row" className="slip-rowhead">{t('print.slip.movesFirst')}</th>
        {seats.map((s) => (
          <td key={s.position}>
            <span className="slip-mark"><span className="box" /> {t('print.slip.wonCall')}</span>
          </td>
        ))}
      </tr>
      <tr className="slip-turns">
        <td colSpan={seats.length + 1}>{t('print.slip.turns', { turns: turns.map((x) => x.text).join(t('print.slip.turnSeparator')) })}</td>
      </tr>
    </>
  );
}
