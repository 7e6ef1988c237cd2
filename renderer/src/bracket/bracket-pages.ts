// runtime: pure. A bracket cut into the pages it is shown on: the whole of it on one page when its
// names stay readable there, else a double elimination's winners' bracket and its losers'
// bracket with the final on pages of their own, and a large single elimination by halves.
import type { Bracket } from '../../../shared/model/bracket';
import { boxH, columnW, drawTree, emptyDrawing, unit, type Drawing, type PlacedBox } from './bracket-geometry';
import { drawBelow, drawMirrored, treeColumns, type Section } from './bracket-trees';

export type PagePart = 'all' | 'winners' | 'losers' | 'top' | 'bottom';

export interface BracketPage {
  part: PagePart;
  drawing: Drawing;
}

/** A single bracket (or a winners' one) whole: mirrored about its final from three rounds on;
 * the match for third place under the final. */
function whole(section: Section): Drawing {
  const d = emptyDrawing();
  const last = section.rounds.length - 1;
  const columns = treeColumns(section);
  const final = last < 2 ? drawTree(d, [...columns.slice(0, -1), { ...columns[last]!, matches: columns[last]!.matches.slice(0, 1) }], 0, 0)[last]![0]! : drawMirrored(d, section, last, 0, 0);
  const third = section.rounds[last]!.matches[1];
  if (third) drawBelow(d, final, third, { section: section.id, round: last + 1, rounds: last + 1, third: true });
  return d;
}

/** One half of a single bracket, mirrored about its semifinal, the final (and third place) under. */
function half(section: Section, place: number): Drawing {
  const d = emptyDrawing();
  const last = section.rounds.length - 1;
  const semi = drawMirrored(d, section, last - 1, place, 0);
  const [final, third] = section.rounds[last]!.matches;
  const under = drawBelow(d, semi, final!, { section: section.id, round: last + 1, rounds: last + 1 });
  if (third) drawBelow(d, under, third, { section: section.id, round: last + 1, rounds: last + 1, third: true });
  return d;
}

/** The grand final at `x`, `y` under its label, joined to the boxes feeding it, and its reset
 * under it. */
function drawFinals(d: Drawing, section: Section, x: number, y: number, feeders: readonly PlacedBox[]) {
  const rounds = section.rounds.length;
  const box = { x, y, match: section.rounds[0]!.matches[0]! };
  d.labels.push({ x, y: y - unit.labelH, caption: { section: 'final', round: 1, rounds } });
  const bend = x - unit.gapX / 2;
  for (const f of feeders) {
    d.lines.push([
      [f.x + unit.boxW, f.y + boxH / 2],
      [bend, f.y + boxH / 2],
      [bend, y + boxH / 2],
      [x, y + boxH / 2],
    ]);
  }
  d.boxes.push(box);
  d.width = Math.max(d.width, x + unit.boxW);
  const reset = section.rounds[1]?.matches[0];
  if (reset) drawBelow(d, box, reset, { section: 'final', round: 2, rounds });
}

/** Winners' bracket above the losers', each under its title, the grand final to their right. */
function doubleWhole(winners: Section, losers: Section | undefined, final: Section): Drawing {
  const d = emptyDrawing();
  d.labels.push({ x: 0, y: 0, caption: { section: 'winners', round: 0, rounds: winners.rounds.length } });
  const wb = drawTree(d, treeColumns(winners), 0, unit.labelH);
  const feeders = [wb.at(-1)![0]!];
  if (losers) {
    const lbTop = d.height + unit.gapY * 2;
    d.labels.push({ x: 0, y: lbTop, caption: { section: 'losers', round: 0, rounds: losers.rounds.length } });
    feeders.push(drawTree(d, treeColumns(losers), 0, lbTop + unit.labelH).at(-1)![0]!);
  }
  const columns = Math.max(winners.rounds.length, losers?.rounds.length ?? 0);
  const y = feeders.reduce((s, b) => s + b.y, 0) / feeders.length;
  drawFinals(d, final, columns * columnW, y, feeders);
  return d;
}

/** The losers' bracket with the grand final to its right. */
function losersPage(losers: Section, final: Section): Drawing {
  const d = emptyDrawing();
  const lb = drawTree(d, treeColumns(losers), 0, 0);
  const champion = lb.at(-1)![0]!;
  drawFinals(d, final, losers.rounds.length * columnW, Math.max(champion.y, unit.labelH), [champion]);
  return d;
}

/** The ways to show a bracket, fewest pages first. */
function candidates(bracket: Bracket): BracketPage[][] {
  const byId = new Map(bracket.sections.map((s) => [s.id, s]));
  const main = byId.get('main');
  if (main) {
    const one = [{ part: 'all' as const, drawing: whole(main) }];
    if (main.rounds.length < 4) return [one];
    return [one, [{ part: 'top', drawing: half(main, 0) }, { part: 'bottom', drawing: half(main, 1) }]];
  }
  const winners = byId.get('winners')!;
  const losers = byId.get('losers');
  const final = byId.get('final')!;
  const one = [{ part: 'all' as const, drawing: doubleWhole(winners, losers, final) }];
  if (!losers) return [one];
  return [one, [{ part: 'winners', drawing: whole(winners) }, { part: 'losers', drawing: losersPage(losers, final) }]];
}

/** The scale a drawing takes to fill a box of width × height, at most `max`. */
export function fitScale(d: Drawing, width: number, height: number, max = Infinity): number {
  return Math.min(max, width / d.width, height / d.height);
}

/** The fewest pages whose names are at least `minNameSize` (in the box's units) in a box of
 * width × height; the most pages when none are. */
export function bracketPages(bracket: Bracket, width: number, height: number, minNameSize: number): BracketPage[] {
  const ways = candidates(bracket);
  const readable = ways.find((pages) => pages.every((p) => fitScale(p.drawing, width, height) * unit.nameFont >= minNameSize));
  return readable ?? ways.at(-1)!;
}
