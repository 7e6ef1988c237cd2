// runtime: dom. Under a game on the slip, where the ruleset has penalties: per player a tally box
// for each section the referee counts (Attacktix 4.3.1 offences, 4.3.2 turns forfeited) and a box
// each for the game and the match lost by penalty.
import type { RoundTable } from '../../../../shared/model/round';
import { useFeatureText } from '../text';
import { penaltiesTexts } from './catalog';

export function PenaltyCells({ seats, part }: { seats: RoundTable['seats']; part: unknown }) {
  const text = useFeatureText(penaltiesTexts);
  const tallies = part as readonly string[];
  return (
    <tr className="slip-penalties">
      <th scope="row" className="slip-rowhead">{text('boxTitle')}</th>
      {seats.map((s) => (
        <td key={s.position}>
          <span className="slip-penalty-line">
            {tallies.map((group) => (
              <span key={group} className="slip-mark slip-tally">
                {group} <span className="box box-tally" />
              </span>
            ))}
          </span>
          <span className="slip-penalty-line">
            <span className="slip-mark"><span className="box" /> {text('boxGameLost')}</span>
            <span className="slip-mark"><span className="box" /> {text('boxMatchLost')}</span>
          </span>
        </td>
      ))}
    </tr>
  );
}
