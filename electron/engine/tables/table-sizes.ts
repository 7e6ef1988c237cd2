// runtime: pure. How many tables of which size a field makes, seats between min and max.
// As few tables as the largest size allows, sizes as even as they can be (so a field of 10 at
// 3-4 seats is 4 + 3 + 3: as few small tables as possible), larger tables first. Where no split
// fits (10 players at exactly 3 seats), the tables are filled and the rest have a bye.

export interface TableSizes {
  sizes: number[];
  byes: number;
}

function even(n: number, tables: number, max: number): number[] {
  const base = Math.floor(n / tables);
  const larger = n - base * tables;
  return Array.from({ length: tables }, (_, i) => Math.min(max, i < larger ? base + 1 : base));
}

export function tableSizes(n: number, seats: { min: number; max: number }): TableSizes {
  if (n < seats.min || n === 0) return { sizes: [], byes: n };
  const fewest = Math.ceil(n / seats.max);
  const sizes = fewest * seats.min <= n ? even(n, fewest, seats.max) : even(n, Math.floor(n / seats.min), seats.max);
  return { sizes, byes: n - sizes.reduce((a, b) => a + b, 0) };
}
