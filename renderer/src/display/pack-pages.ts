// runtime: dom. Packs measured rows into columns and columns into pages, in reading order (down
// each column, then across), so no row is ever cut by the bottom of the screen.

/** Returns pages → columns → row indexes. A row taller than a column still gets a column. */
export function packPages(heights: readonly number[], columnHeight: number, columns: number): number[][][] {
  const pages: number[][][] = [];
  let page: number[][] = [];
  let column: number[] = [];
  let used = 0;
  heights.forEach((h, i) => {
    if (column.length > 0 && used + h > columnHeight) {
      page.push(column);
      column = [];
      used = 0;
      if (page.length === columns) {
        pages.push(page);
        page = [];
      }
    }
    column.push(i);
    used += h;
  });
  if (column.length > 0) page.push(column);
  if (page.length > 0) pages.push(page);
  return pages;
}
