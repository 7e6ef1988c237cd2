// runtime: pure. A player who never came is listed after everyone who came, whatever their sheets
// add up to: a lot drawn between 0-VP rows must not rank someone absent above someone who played.
// The others keep their order and close up; places shared stay shared.

interface Ranked {
  rank: number;
  status: string;
}

/** Rows in standings order (by rank). */
export function noShowsLast<R extends Ranked>(rows: readonly R[]): R[] {
  const came = rows.filter((r) => r.status !== 'no_show');
  if (came.length === rows.length) return [...rows];
  const listed = [...came, ...rows.filter((r) => r.status === 'no_show')];
  const out: R[] = [];
  for (const [i, row] of listed.entries()) {
    const before = out[i - 1];
    // Sharing the place above where it was shared before, within each group only.
    const shared = before !== undefined && i !== came.length && listed[i - 1]!.rank === row.rank;
    out.push({ ...row, rank: shared ? before.rank : i + 1 });
  }
  return out;
}
