// runtime: dom. Printable sheets: each is a route of this app (#/print/…) that sets
// data-print-ready once its data is in. In Electron the shell renders it in a hidden window and
// prints it (or saves a PDF); in a browser a new window opens on it and prints itself
// (autoprint=1), or the venue host renders it to PDF at /pdf/….
import { getApi, type PrintMode, type PrintOutcome } from './client';

export type Paper = 'a4' | 'letter';

export type SheetRequest =
  | { sheet: 'slips'; roundId: number; perPage: 1 | 2 | 4; paper: Paper }
  | { sheet: 'pairings'; roundId: number; by: 'name' | 'table'; paper: Paper }
  | { sheet: 'standings' | 'bracket' | 'grid' | 'chart' | 'report'; eventId: number; divisionId?: number; paper: Paper }
  /** A feature's sheet by the name its contract gives it; `id`: what its route names. */
  | { sheet: 'feature'; name: string; id: number; paper: Paper }
  | { sheet: 'seating'; eventId: number; divisionId?: number; by: 'name' | 'table'; round?: number; paper: Paper };

/** The sheet's path and query without the leading "#/print", shared by the route and /pdf. */
function sheetPath(req: SheetRequest): string {
  if (req.sheet === 'slips') return `/slips/${req.roundId}?per=${req.perPage}&paper=${req.paper}`;
  if (req.sheet === 'pairings') return `/pairings/${req.roundId}?by=${req.by}&paper=${req.paper}`;
  if (req.sheet === 'feature') return `/${req.name}/${req.id}?paper=${req.paper}`;
  if (req.sheet === 'seating') return `/seating/${req.eventId}?by=${req.by}${req.round === undefined ? '' : `&round=${req.round}`}&paper=${req.paper}${req.divisionId === undefined ? '' : `&division=${req.divisionId}`}`;
  return `/${req.sheet}/${req.eventId}?paper=${req.paper}${req.divisionId === undefined ? '' : `&division=${req.divisionId}`}`;
}

export function sheetRoute(req: SheetRequest): string {
  return `#/print${sheetPath(req)}`;
}

/** The venue host's PDF of the sheet (served mode). */
export function sheetPdfUrl(req: SheetRequest): string {
  return `/pdf${sheetPath(req)}`;
}

function viaShell(req: SheetRequest, mode: PrintMode): Promise<PrintOutcome> | null {
  const bridge = getApi();
  return bridge.print ? bridge.print(sheetRoute(req), mode) : null;
}

/** Opens the print dialog for a sheet: the system dialog from Electron's shell, or the browser's
 * own from a new window on the route. */
export function printSheet(req: SheetRequest): void {
  if (viaShell(req, 'dialog')) return;
  window.open(`${window.location.pathname}${window.location.search}${sheetRoute(req)}&autoprint=1`, '_blank');
}

/** Saves a sheet as PDF: Electron asks where to save; a browser downloads it from the venue host. */
export function saveSheetPdf(req: SheetRequest): void {
  if (viaShell(req, 'pdf')) return;
  window.open(sheetPdfUrl(req), '_blank');
}
