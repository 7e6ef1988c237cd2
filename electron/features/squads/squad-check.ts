// runtime: pure
// An Attacktix squad against its division's point level (2.2): the figures add up exactly to the
// level, the backups to half of it; how far each list is off, so the desk can say by how much.
// Figure inspection (2.2.4.1, Decision): more than 0.3 g over the standard weight disqualifies the
// figure; exactly 0.3 g over passes; underweight is not disqualified by weight.

export interface SquadFigure {
  name: string;
  points: number;
}

export interface SquadCheck {
  figures: number;
  /** The figures' total minus the level: 0 is right, below 0 short, above 0 over. */
  figuresOff: number;
  backups: number;
  /** The backups' total minus half the level. */
  backupsOff: number;
  ok: boolean;
}

const sum = (list: readonly SquadFigure[]) => list.reduce((s, f) => s + f.points, 0);

/** `backupLevel` is what the backups add up to: half the level (2.2) unless a ruleset says
 * otherwise. */
export function checkSquad(level: number, figures: readonly SquadFigure[], backups: readonly SquadFigure[], backupLevel = level / 2): SquadCheck {
  const total = sum(figures);
  const backupTotal = sum(backups);
  const figuresOff = total - level;
  const backupsOff = backupTotal - backupLevel;
  return { figures: total, figuresOff, backups: backupTotal, backupsOff, ok: figuresOff === 0 && backupsOff === 0 };
}

/** How much a figure may weigh over its standard, in hundredths of a gram (2.2.4.1). */
const toleranceCg = 30;

/** Whether a figure passes the weight check; weights in grams, compared in hundredths of a gram
 * so that 0.3 g over is exactly the limit whatever the floating point. */
export function passesWeight(measuredGrams: number, standardGrams: number): boolean {
  return Math.round(measuredGrams * 100) - Math.round(standardGrams * 100) <= toleranceCg;
}
