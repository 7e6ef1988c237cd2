// runtime: pure. The shell's security rules as pure functions, so they can be tested with hostile
// input without Electron.

export const appScheme = 'app';
export const appOrigin = 'app://arbiter';

// One Content-Security-Policy for every page, whoever serves it (the venue host defines it).
export { contentSecurityPolicy } from '../venue/policy';

/** Our pages live at app://arbiter/; nothing else may be loaded into a window. */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${appScheme}:` && u.host === 'arbiter' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** Only https links to the rules' publishers may open in the system browser. */
const externalAllowlist = new Set(['github.com']);
export function isSafeExternalUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && externalAllowlist.has(u.hostname) && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

export type WindowRole = 'desk' | 'display' | 'print';

