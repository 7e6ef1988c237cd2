// runtime: dom. One page of a bracket drawn as SVG: the round labels, the lines joining each match
// to the one it feeds, and each match as a box of two names with their seeds beside, the winner
// bold and the loser dimmed, a bye marked, the table number above a match being played. The
// colours come from the face's stylesheet (light on dark in the room, black on white on paper).
import { useTranslation } from 'react-i18next';
import type { BracketMatch } from '../../../shared/model/bracket';
import { boxH, unit, type Drawing } from './bracket-geometry';
import { fitName } from './fit-name';
import { captionText } from './round-caption';
import './bracket.css';

const pad = 6;
const seedW = 30;
const nameW = unit.boxW - seedW - 2 * pad;

function MatchBox({ x, y, match }: { x: number; y: number; match: BracketMatch }) {
  const { t } = useTranslation();
  const line = (i: number) => {
    const side = match.entries[i];
    const base = y + i * unit.lineH + unit.lineH * 0.72;
    if (!side) {
      if (i === 1 && match.bye) return <text key={i} className="bk-bye" x={x + pad + seedW} y={base} fontSize={unit.seedFont + 4}>{t('display.bracket.bye')}</text>;
      return null;
    }
    const state = match.winner === null ? 'open' : match.winner === side.entryId ? 'won' : 'lost';
    const fit = fitName(side.name, unit.nameFont, nameW, state === 'won');
    return (
      <g key={i} className={`bk-side bk-${state}`} data-entry={side.entryId}>
        {side.seed !== null && (
          <text className="bk-seed" x={x + pad + seedW - 6} y={base} fontSize={unit.seedFont} textAnchor="end">
            {side.seed}
          </text>
        )}
        <text className="bk-name" x={x + pad + seedW} y={base} fontSize={unit.nameFont} {...(fit.squeeze ? { textLength: nameW, lengthAdjust: 'spacingAndGlyphs' } : {})}>
          {fit.text}
          {fit.text !== side.name && <title>{side.name}</title>}
        </text>
      </g>
    );
  };
  return (
    <g className={match.table !== null ? 'bk-match bk-playing' : 'bk-match'} data-place={match.place}>
      <rect className="bk-box" x={x} y={y} width={unit.boxW} height={boxH} rx={6} />
      <line className="bk-divider" x1={x} x2={x + unit.boxW} y1={y + unit.lineH} y2={y + unit.lineH} />
      {line(0)}
      {line(1)}
      {match.table !== null && (
        <text className="bk-table" x={x + unit.boxW} y={y - 6} fontSize={unit.seedFont} textAnchor="end">
          {t('display.bracket.table', { n: match.table })}
        </text>
      )}
    </g>
  );
}

export function BracketSvg(props: { drawing: Drawing; label: string; width?: number; height?: number; className?: string }) {
  const { t } = useTranslation();
  const { drawing: d } = props;
  // A margin for the outer lines' width and the table labels above the first boxes.
  const m = 8;
  return (
    <svg
      className={`bk-svg ${props.className ?? ''}`}
      role="img"
      aria-label={props.label}
      viewBox={`${-m} ${-m} ${d.width + 2 * m} ${d.height + 2 * m}`}
      width={props.width}
      height={props.height}
      preserveAspectRatio="xMidYMin meet"
    >
      {d.lines.map((points, i) => (
        <polyline key={`l${i}`} className="bk-line" points={points.map((p) => p.join(',')).join(' ')} />
      ))}
      {d.labels.map((l, i) => (
        <text key={`c${i}`} className={l.caption.round === 0 ? 'bk-section' : 'bk-label'} x={l.x} y={l.y + unit.labelH * 0.62} fontSize={l.caption.round === 0 ? unit.labelFont + 6 : unit.labelFont}>
          {captionText(t, l.caption)}
        </text>
      ))}
      {d.boxes.map((b) => (
        <MatchBox key={`${b.x},${b.y}`} x={b.x} y={b.y} match={b.match} />
      ))}
    </svg>
  );
}
