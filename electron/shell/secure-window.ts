// runtime: electron-main. Every window of the app is made here, its web preferences written out
// where the window is made, so a reader (and the Electronegativity scan,
// test/unit/electron/shell/electronegativity.test.ts) sees them at the call: isolated, sandboxed,
// no Node, no webviews, no middle-click navigation. Only the preload differs by role.
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';

export function secureWindow(options: Omit<BrowserWindowConstructorOptions, 'webPreferences'>, preload: string): BrowserWindow {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      // A middle click would open a link past the navigation guards' will-navigate.
      disableBlinkFeatures: 'Auxclick',
    },
  });
}
