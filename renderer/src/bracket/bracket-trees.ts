// runtime: pure. The shapes a bracket's section is drawn in (bracket-geometry.ts): a plain tree
// flowing left to right, or mirrored about its last match (half its first round on each side, as
// printed brackets are), which halves the height a large field needs.
import type { Bracket, BracketMatch } from '../../../shared/model/bracket';
import { boxH, columnW, drawTree, joinLine, unit, type Caption, type Drawing, type PlacedBox, type TreeColumn } from './bracket-geometry';

export type Section = Bracket['sections'][number];

const pairs = (i: number) => [2 * i, 2 * i + 1];

/** A section's rounds as tree columns: a winners' or single bracket pairs neighbours each round;
 * the losers' bracket alternates rounds fed by one match (a drop joins it) and by two. */
export function treeColumns(section: Section): TreeColumn[] {
  const rounds = section.rounds.length;
  return section.rounds.map((r, c) => ({
    matches: r.matches,
    caption: { section: section.id, round: c + 1, rounds },
    feeders: section.id === 'losers' && c % 2 === 1 ? (i: number) => [i] : pairs,
  }));
}

/** The matches of a section's round `c` (0-based) under the match `place` (0-based) of its round
 * `root`, for a mirrored half. */
function under(section: Section, c: number, root: number, place: number): BracketMatch[] {
  const span = 2 ** (root - c);
  return section.rounds[c]!.matches.slice(place * span, (place + 1) * span);
}

/** The tree under one match of a winners' or single bracket, its two halves facing it from the
 * left and the right. Returns the root's box. */
export function drawMirrored(d: Drawing, section: Section, root: number, place: number, top: number): PlacedBox {
  const rounds = section.rounds.length;
  const half = (side: number): TreeColumn[] =>
    Array.from({ length: root }, (_, c) => ({
      matches: under(section, c, root - 1, 2 * place + side),
      caption: { section: section.id, round: c + 1, rounds },
      feeders: pairs,
    }));
  const left = drawTree(d, half(0), 0, top);
  const right = drawTree(d, half(1), 2 * root * columnW, top, true);
  const feeders = [left.at(-1)?.[0], right.at(-1)?.[0]].filter((b): b is PlacedBox => b !== undefined);
  const y = feeders.length > 0 ? feeders.reduce((s, b) => s + b.y, 0) / feeders.length : top + unit.labelH;
  const box: PlacedBox = { x: root * columnW, y, match: section.rounds[root]!.matches[place]! };
  d.labels.push({ x: box.x, y: top, caption: { section: section.id, round: root + 1, rounds } });
  if (left.at(-1)?.[0]) d.lines.push(joinLine(left.at(-1)![0]!, box));
  if (right.at(-1)?.[0]) d.lines.push(joinLine(right.at(-1)![0]!, box, true));
  d.boxes.push(box);
  d.width = Math.max(d.width, (2 * root + 1) * columnW - unit.gapX);
  d.height = Math.max(d.height, box.y + boxH);
  return box;
}

/** A box under another in the same column, with its own label (the final under a half's
 * semifinal, the match for third place under the final). */
export function drawBelow(d: Drawing, above: PlacedBox, match: BracketMatch, caption: Caption): PlacedBox {
  const y = above.y + boxH + unit.gapY + unit.labelH;
  const box = { x: above.x, y, match };
  d.labels.push({ x: above.x, y: y - unit.labelH, caption });
  d.boxes.push(box);
  d.height = Math.max(d.height, y + boxH);
  return box;
}
