// runtime: pure. The order of the registration list: folded names, with every run of digits
// compared by its value, so "Takahashi 39" comes before "Takahashi 119" (plain text order would
// put "119" first). The key is stored beside the name, so SQLite sorts it with a plain index.
import { foldForSearch } from './fold';

/** Digit runs are left-padded to this width; longer runs (no real name has one) keep their text. */
const width = 12;

export function naturalSortKey(name: string): string {
  return foldForSearch(name).replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '');
    return digits.length >= width ? digits : digits.padStart(width, '0');
  });
}
