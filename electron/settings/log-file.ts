// runtime: node. Arbiter's log file, `arbiter.log` in the user data folder: what is too long or
// too raw for the terminal or a dialog (a damaged database's integrity check) is written here,
// and the message names the file instead.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const logFileIn = (dataDir: string) => join(dataDir, 'arbiter.log');

/** Appends one dated entry; a log that cannot be written is no reason to stop, so it says whether it was. */
export function appendToLog(file: string, now: Date, title: string, details: string): boolean {
  try {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${now.toISOString()} ${title}\n${details.replace(/^/gm, '  ')}\n`);
    return true;
  } catch {
    return false;
  }
}
