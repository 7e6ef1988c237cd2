// runtime: pure. A player's age as the rules count it: completed years on the event date (a
// division's ages, Attacktix's age classes and parent-child sides, Decision 1.2.2); a 29 February
// birthday counts on 1 March in other years.

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Completed years on `on`; both dates as YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  // The birthday this year: 29 February falls on 1 March when the year has none.
  const [month, day] = bm === 2 && bd === 29 && !isLeap(y) ? [3, 1] : [bm, bd];
  const hadBirthday = m > month || (m === month && d >= day);
  return y - by - (hadBirthday ? 0 : 1);
}
