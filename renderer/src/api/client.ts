// runtime: dom. The only reader of window.arbiter: the Electron preload's bridge when present,
// otherwise the venue host at this page's origin. The rest of the renderer never knows which.
import type { ArbiterApi } from '../../../shared/contract/client';
import type { Result } from '../../../shared/contract/errors';
import { venueClient } from './venue-client';

export type PrintMode = 'dialog' | 'pdf';
/** What the shell answers to a print request: printed (or saved) or not, e.g. cancelled. */
export type PrintOutcome = Result<{ done: boolean; path?: string }>;

export interface DeskBridge extends ArbiterApi {
  openProjector?(eventId: number, divisionId?: number): Promise<void>;
  /** Electron only: print a #/print/… route through the system dialog, or save it as a PDF. */
  print?(route: string, mode: PrintMode): Promise<PrintOutcome>;
  /** Electron only: the shell starts the venue host for this launch (never an API operation). */
  turnOnVenue?(): Promise<void>;
}

declare global {
  interface Window {
    arbiter?: DeskBridge;
  }
}

let api: DeskBridge | null = null;

export function getApi(): DeskBridge {
  api ??= window.arbiter ?? venueClient();
  return api;
}

/** In Electron the shell opens the projector window on the right display; in a browser, a new
 * window on the same origin. */
/** `divisionId`: a division after the event's first, which the projector shows (its control bar
 * switches division). */
export function openProjector(eventId: number, divisionId?: number): void {
  const bridge = getApi();
  if (bridge.openProjector) void bridge.openProjector(eventId, divisionId);
  else {
    const division = divisionId === undefined ? '' : `?division=${divisionId}`;
    window.open(`${window.location.pathname}${window.location.search}#/display/${eventId}${division}`, `arbiter-display-${eventId}-${divisionId ?? 0}`);
  }
}
