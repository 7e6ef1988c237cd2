// runtime: pure. Which printable sheets exist and the only query each accepts: the core's, listed
// here, and the features', which their contracts declare (a paper only). Both ways in from outside
// the renderer use it: the desk's print IPC (a #/print/… route) and the venue host's /pdf/…
// address. Anything else is refused, and the route that is loaded is rebuilt from the parsed
// values, never passed through from the caller.
import { featureSheet } from '../../shared/features/registry';

const paper = ['a4', 'letter'] as const;
/** A value that is a record's id (a division of the event), not one of a list. */
const anId = 'id';
const sheetQueries = {
  slips: { per: ['1', '2', '4'], paper },
  pairings: { by: ['name', 'table'], paper },
  standings: { paper, division: anId },
  bracket: { paper, division: anId },
  grid: { paper, division: anId },
  chart: { paper, division: anId },
  report: { paper, division: anId },
  seating: { by: ['name', 'table'], round: anId, paper, division: anId },
} as const satisfies Record<string, Record<string, readonly string[] | typeof anId>>;

type Queries = Record<string, readonly string[] | typeof anId>;
const featureSheetQuery: Queries = { paper };

/** A sheet's query keys and values, or null where no sheet has that name. */
function queriesOf(sheet: string): Queries | null {
  if (Object.hasOwn(sheetQueries, sheet)) return sheetQueries[sheet as keyof typeof sheetQueries];
  return featureSheet(sheet) ? featureSheetQuery : null;
}

/** Whether the core prints a sheet of that name (a feature may not take it). */
export function isCoreSheet(name: string): boolean {
  return Object.hasOwn(sheetQueries, name);
}

export interface PrintTarget {
  sheet: string;
  id: number;
  /** Known keys only, in a fixed order. */
  query: [string, string][];
}

const maxLength = 200;

function parseQuery(allowed: Queries, query: string): [string, string][] | null {
  const admits = (key: string, value: string) => {
    const values = allowed[key]!;
    return values === anId ? /^[1-9][0-9]{0,8}$/.test(value) : values.includes(value);
  };
  const seen = new Map<string, string>();
  if (query !== '') {
    for (const part of query.split('&')) {
      const m = /^([a-z]+)=([a-z0-9]+)$/.exec(part);
      if (!m) return null;
      const [, key, value] = m as unknown as [string, string, string];
      if (seen.has(key) || !Object.hasOwn(allowed, key) || !admits(key, value)) return null;
      seen.set(key, value);
    }
  }
  return Object.keys(allowed).flatMap((k) => (seen.has(k) ? [[k, seen.get(k)!] as [string, string]] : []));
}

/** Parses "<sheet>/<id>" and its query string (without "?"). */
export function parseSheetPath(path: string, query: string): PrintTarget | null {
  if (path.length + query.length > maxLength) return null;
  const m = /^([a-z]+)\/([1-9][0-9]{0,8})$/.exec(path);
  const allowed = m ? queriesOf(m[1]!) : null;
  if (!m || !allowed) return null;
  const sheet = m[1]!;
  const parsed = parseQuery(allowed, query);
  return parsed ? { sheet, id: Number(m[2]), query: parsed } : null;
}

/** A renderer route as the desk sends it: "#/print/slips/12?per=2&paper=a4". */
export function parsePrintRoute(route: unknown): PrintTarget | null {
  if (typeof route !== 'string') return null;
  const m = /^#\/print\/([^?#]*)(?:\?([^#]*))?$/.exec(route);
  return m ? parseSheetPath(m[1]!, m[2] ?? '') : null;
}

/** The venue host's address: "/pdf/slips/12?per=2&paper=a4". */
export function parsePdfUrl(url: string): PrintTarget | null {
  const m = /^\/pdf\/([^?#]*)(?:\?([^#]*))?$/.exec(url);
  return m ? parseSheetPath(m[1]!, m[2] ?? '') : null;
}

/** The route to load, rebuilt from the parsed target. */
export function printHash(target: PrintTarget): string {
  const q = target.query.map(([k, v]) => `${k}=${v}`).join('&');
  return `#/print/${target.sheet}/${target.id}${q ? `?${q}` : ''}`;
}

/** The query that finds what a sheet prints (its round, its event, or what a feature's sheet
 * names), so a missing one is refused before a browser is started. */
export function sheetSubject(target: PrintTarget): { name: string; input: Record<string, number> } {
  const ofFeature = isCoreSheet(target.sheet) ? undefined : featureSheet(target.sheet);
  if (ofFeature) return { name: ofFeature.subject, input: { [ofFeature.idField]: target.id } };
  return target.sheet === 'slips' || target.sheet === 'pairings' ? { name: 'round.get', input: { roundId: target.id } } : { name: 'event.get', input: { id: target.id } };
}

/** A file name for the saved or downloaded PDF. */
export function pdfFileName(target: PrintTarget): string {
  const q = target.query.map(([, v]) => v).join('-');
  return `arbiter-${target.sheet}-${target.id}${q ? `-${q}` : ''}.pdf`;
}
