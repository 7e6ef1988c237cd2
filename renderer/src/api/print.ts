// runtime: dom. Printable sheets: each is a route of this app (#/print/…) that sets
// data-print-ready once its data is in. In Electron the shell prints it; in a browser a new
// window opens on it and prints.
export type Paper = 'a4' | 'letter';

export type SheetRequest =
  | { sheet: 'slips'; roundId: number; perPage: 1 | 2 | 4; paper: Paper }
  | { sheet: 'pairings'; roundId: number; by: 'name' | 'table'; paper: Paper }
  | { sheet: 'standings'; eventId: number; paper: Paper };

export function sheetRoute(req: SheetRequest): string {
  if (req.sheet === 'slips') return `#/print/slips/${req.roundId}?per=${req.perPage}&paper=${req.paper}`;
  if (req.sheet === 'pairings') return `#/print/pairings/${req.roundId}?by=${req.by}&paper=${req.paper}`;
  return `#/print/standings/${req.eventId}?paper=${req.paper}`;
}

export function printSheet(req: SheetRequest): void {
  window.open(`${window.location.pathname}${window.location.search}${sheetRoute(req)}&autoprint=1`, '_blank');
}
