// runtime: dom. The slip grid of a game that asks who won: a column per player, a row per game to
// mark the winner (and agenda points in Netrunner), a drop box and a signature line per player;
// where a call decides game 1's first move, a box per player for it first (CallRows); under each
// game the lines of the features that print some (a referee's tallies per player).
import { useTranslation } from 'react-i18next';
import { CallRows } from './CallRows';
import type { SlipRules } from './games';
import { slipGameLinesOf } from '../features/registry';
import { SlipPlayer, type SlipSeat } from './SlipPlayer';

export function WinnerGrid({ seats, rules }: { seats: SlipSeat[]; rules: SlipRules }) {
  const { t } = useTranslation();
  return (
    <table className="slip-grid">
      <thead>
        <tr>
          <th scope="col" className="slip-rowhead" />
          {seats.map((s) => (
            <th scope="col" key={s.position} className="slip-player">
              <SlipPlayer seat={s} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rules.call && <CallRows seats={seats} call={rules.call} />}
        {rules.games.map((g) => [
          <tr key={g.number} className="slip-game">
            <th scope="row" className="slip-rowhead">{t('print.slip.game', { number: g.number })}</th>
            {seats.map((s, i) => (
              <td key={s.position}>
                <GameCell rules={rules} role={g.roles[i] ?? null} />
              </td>
            ))}
          </tr>,
          ...rules.gameLines.map(({ id, part }) => {
            const Lines = slipGameLinesOf(id);
            return Lines && <Lines key={`${id}-${g.number}`} seats={seats} part={part} />;
          }),
        ])}
        <tr className="slip-drop">
          <th scope="row" className="slip-rowhead">{t('print.slip.drop')}</th>
          {seats.map((s) => (
            <td key={s.position}>
              <span className="box" /> {t('print.slip.dropHint')}
            </td>
          ))}
        </tr>
        <tr className="slip-sign">
          <th scope="row" className="slip-rowhead" />
          {seats.map((s) => (
            <td key={s.position}>
              <span className="slip-sign-line" />
              <span className="slip-sign-label">{t('print.slip.signature')}</span>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function GameCell(props: { rules: SlipRules; role: string | null }) {
  const { t } = useTranslation();
  const { scoreName } = props.rules;
  if (scoreName !== null) {
    return (
      <span className="slip-cell">
        <span className="slip-role">{props.role ? t(`print.roles.${props.role}`, { defaultValue: props.role }) : ''}</span>
        <span className="slip-mark"><span className="box" /> {t('print.slip.won')}</span>
        <span className="slip-mark">{t(`print.slip.scoreNames.${scoreName}`, { defaultValue: scoreName })} <span className="box box-wide" /></span>
      </span>
    );
  }
  return (
    <span className="slip-cell">
      <span className="slip-mark"><span className="box" /> {t('print.slip.won')}</span>
      {props.rules.drawsAllowed && <span className="slip-mark"><span className="box" /> {t('print.slip.drew')}</span>}
      <span className="slip-mark"><span className="box" /> {t('print.slip.lost')}</span>
    </span>
  );
}
