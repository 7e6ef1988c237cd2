// The bracket's drawing for every field of 2 to 64 in single and double elimination (with and
// without the match for third place and a reset): no two boxes overlap and no label sits on a
// box, every place of the bracket is drawn, each line joins two boxes' edges, and a 32-side
// bracket fits one 1080p page at 22 px names while a double elimination of 32 pages by brackets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genericRuleset } from '../../../electron/engine/rulesets';
import { stageKind } from '../../../electron/engine/stages';
import type { Bracket } from '../../../shared/model/bracket';
import { boxH, unit, type Drawing } from '../../../renderer/src/bracket/bracket-geometry';
import { bracketPages, fitScale } from '../../../renderer/src/bracket/bracket-pages';
import { bracketOfKind, coinFlips, playDouble, type BracketKind } from '../engine/elimination/double-play';

/** The room's box for the drawing at 1920x1080, and the smallest name there. */
const screen = { width: 1805, height: 880, minName: 22 };

function bracketOf(kind: BracketKind, n: number, seed: string, thirdPlace = false): Bracket {
  const ruleset = genericRuleset({ format: 'elimination', drawsAllowed: false, thirdPlace });
  const { tables } = playDouble(n, { kind: stageKind(kind), ruleset, pick: coinFlips(seed) });
  const view = bracketOfKind(kind, ruleset, tables)!;
  const sections = view.sections.map((s) => ({
    id: s.id,
    rounds: s.rounds.map((r) => ({ ...r, eventRound: r.round, matches: r.matches.map((m) => ({ ...m, entries: m.entries.map((e) => ({ ...e, name: `Player ${e.entryId}` })) })) })),
  }));
  return { eventId: 1, stage: { position: 1, kind }, size: view.size, sections };
}

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function checkDrawing(d: Drawing) {
  const boxes = d.boxes.map((b) => ({ x: b.x, y: b.y, w: unit.boxW, h: boxH }));
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
  const labels = d.labels.map((l) => ({ x: l.x, y: l.y, w: unit.boxW, h: unit.labelH }));
  for (const l of labels) for (const b of boxes) expect(overlaps(l, b)).toBe(false);
  for (const b of boxes) expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= d.width + 0.001 && b.y + b.h <= d.height + 0.001).toBe(true);
  const edge = (x: number, y: number) => boxes.some((b) => (x === b.x || x === b.x + b.w) && y === b.y + b.h / 2);
  for (const line of d.lines) {
    expect(edge(...line[0]!)).toBe(true);
    expect(edge(...line.at(-1)!)).toBe(true);
  }
}

describe('bracket pages', () => {
  it('draws every place without overlaps, for 2..64 sides', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.constantFrom<BracketKind>('elimination', 'double_elimination'), fc.boolean(), fc.string(), (n, kind, third, seed) => {
        const bracket = bracketOf(kind, n, seed, third);
        const places = bracket.sections.flatMap((s) => s.rounds.flatMap((r) => r.matches));
        for (const [w, h] of [
          [screen.width, screen.height],
          [400, 300],
        ] as const) {
          const pages = bracketPages(bracket, w, h, screen.minName);
          pages.forEach((p) => checkDrawing(p.drawing));
          const drawn = new Set(pages.flatMap((p) => p.drawing.boxes.map((b) => b.match)));
          expect(places.every((m) => drawn.has(m))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('32 sides: single elimination on one page, double elimination by brackets, names at 22 px or more', () => {
    const single = bracketPages(bracketOf('elimination', 32, 's'), screen.width, screen.height, screen.minName);
    expect(single.map((p) => p.part)).toEqual(['all']);
    const double = bracketPages(bracketOf('double_elimination', 32, 'd'), screen.width, screen.height, screen.minName);
    expect(double.map((p) => p.part)).toEqual(['winners', 'losers']);
    for (const p of [...single, ...double]) expect(fitScale(p.drawing, screen.width, screen.height) * unit.nameFont).toBeGreaterThanOrEqual(22);
    const big = bracketPages(bracketOf('elimination', 64, 'b'), screen.width, screen.height, screen.minName);
    expect(big.map((p) => p.part)).toEqual(['top', 'bottom']);
  });
});
