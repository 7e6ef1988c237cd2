// A fake of the electron module for unit tests: records what the shell asks of Electron (window
// options, IPC handlers, guards, menus, protocols) so tests can assert it without the binary.
import { EventEmitter } from 'node:events';

/* eslint-disable @typescript-eslint/no-explicit-any -- the fake stands in for Electron's own
   loosely typed handlers and window options, whatever the shell passes. */
type Handler = (...args: any[]) => any;

export const recorded = {
  windows: [] as FakeBrowserWindow[],
  ipcHandlers: new Map<string, Handler>(),
  protocolHandlers: new Map<string, Handler>(),
  privilegedSchemes: [] as unknown[],
  menuTemplate: null as unknown,
  permissionRequestHandler: null as Handler | null,
  permissionCheckHandler: null as Handler | null,
  sandboxEnabled: false,
  displays: [{ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }] as { id: number; bounds: { x: number; y: number; width: number; height: number } }[],
  opened: [] as string[],
  /** Printing: what the page answers to the readiness probe, and what the shell asked for. */
  printReadyState: 'ready' as string,
  printCalls: [] as { options: unknown }[],
  printSucceeds: true,
  pdfCalls: [] as { options: unknown }[],
  saveDialogs: [] as unknown[],
  saveDialogResult: { canceled: false, filePath: '' as string | undefined } as { canceled: boolean; filePath?: string },
  errorBoxes: [] as { title: string; content: string }[],
  messageBoxes: [] as { message: string; detail?: string; buttons?: string[] }[],
  /** The button index the next message boxes answer with. */
  messageBoxAnswer: 0,
};

export function resetFakeElectron(): void {
  recorded.windows.length = 0;
  recorded.ipcHandlers.clear();
  recorded.protocolHandlers.clear();
  recorded.privilegedSchemes.length = 0;
  recorded.menuTemplate = null;
  recorded.permissionRequestHandler = null;
  recorded.permissionCheckHandler = null;
  recorded.sandboxEnabled = false;
  recorded.displays = [{ id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }];
  recorded.opened.length = 0;
  recorded.printReadyState = 'ready';
  recorded.printCalls.length = 0;
  recorded.printSucceeds = true;
  recorded.pdfCalls.length = 0;
  recorded.saveDialogs.length = 0;
  recorded.saveDialogResult = { canceled: false, filePath: '' };
  recorded.errorBoxes.length = 0;
  recorded.messageBoxes.length = 0;
  recorded.messageBoxAnswer = 0;
  app.removeAllListeners();
  session.defaultSession.removeAllListeners();
}

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: Handler | null = null;
  sent: { channel: string; args: unknown[] }[] = [];
  url = '';
  setWindowOpenHandler(h: Handler) {
    this.windowOpenHandler = h;
  }
  send(channel: string, ...args: unknown[]) {
    this.sent.push({ channel, args });
  }
  executeJavaScript(_code: string) {
    return Promise.resolve(recorded.printReadyState);
  }
  print(options: unknown, callback?: (success: boolean, reason: string) => void) {
    recorded.printCalls.push({ options });
    callback?.(recorded.printSucceeds, recorded.printSucceeds ? '' : 'cancelled');
  }
  printToPDF(options: unknown) {
    recorded.pdfCalls.push({ options });
    return Promise.resolve(Buffer.from('%PDF-1.4 fake'));
  }
}

export class FakeBrowserWindow extends EventEmitter {
  webContents = new FakeWebContents();
  loadedUrl = '';
  destroyed = false;
  constructor(public options: Record<string, any>) {
    super();
    recorded.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string) {
    this.loadedUrl = url;
    this.webContents.url = url;
    return Promise.resolve();
  }
  getBounds() {
    return { x: 10, y: 20, width: this.options.width ?? 800, height: this.options.height ?? 600 };
  }
  isDestroyed() {
    return this.destroyed;
  }
  show() {}
  focus() {}
  destroy() {
    this.destroyed = true;
  }
  static getAllWindows() {
    return recorded.windows;
  }
}

export const BrowserWindow = FakeBrowserWindow;

class FakeApp extends EventEmitter {
  whenReady() {
    return Promise.resolve();
  }
  enableSandbox() {
    recorded.sandboxEnabled = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  getPath() {
    return '/tmp/arbiter-fake-user-data';
  }
  quit() {}
}
export const app = new FakeApp();

export const ipcMain = {
  handle(channel: string, h: Handler) {
    recorded.ipcHandlers.set(channel, h);
  },
  /** A synchronous channel: recorded beside the handlers; the test reads what it sets as the answer. */
  on(channel: string, h: Handler) {
    recorded.ipcHandlers.set(channel, h);
  },
};

export const ipcRenderer = { invoke: async () => undefined, sendSync: () => [], on() {}, removeListener() {} };
export const contextBridge = { exposeInMainWorld() {} };

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]) {
    recorded.privilegedSchemes.push(...schemes);
  },
  handle(scheme: string, h: Handler) {
    recorded.protocolHandlers.set(scheme, h);
  },
};

/** A session records its guards; the default one also into `recorded` (older tests read it). */
export class FakeSession extends EventEmitter {
  permissionRequestHandler: Handler | null = null;
  permissionCheckHandler: Handler | null = null;
  devicePermissionHandler: Handler | null = null;
  bluetoothPairingHandler: Handler | null = null;
  constructor(private readonly isDefault = false) {
    super();
  }
  setPermissionRequestHandler(h: Handler) {
    this.permissionRequestHandler = h;
    if (this.isDefault) recorded.permissionRequestHandler = h;
  }
  setPermissionCheckHandler(h: Handler) {
    this.permissionCheckHandler = h;
    if (this.isDefault) recorded.permissionCheckHandler = h;
  }
  setDevicePermissionHandler(h: Handler) {
    this.devicePermissionHandler = h;
  }
  setBluetoothPairingHandler(h: Handler) {
    this.bluetoothPairingHandler = h;
  }
}

export const session = { defaultSession: new FakeSession(true) };

export const shell = {
  openExternal(url: string) {
    recorded.opened.push(url);
    return Promise.resolve();
  },
};

export const screen = {
  getAllDisplays: () => recorded.displays,
  getDisplayMatching: () => recorded.displays[0],
};

export const Menu = {
  buildFromTemplate(t: unknown) {
    return t;
  },
  setApplicationMenu(t: unknown) {
    recorded.menuTemplate = t;
  },
};

export const dialog = {
  showErrorBox(title: string, content: string) {
    recorded.errorBoxes.push({ title, content });
  },
  showMessageBoxSync(options: { message: string; detail?: string; buttons?: string[] }) {
    recorded.messageBoxes.push(options);
    return recorded.messageBoxAnswer;
  },
  showSaveDialog(options: unknown) {
    recorded.saveDialogs.push(options);
    return Promise.resolve(recorded.saveDialogResult);
  },
};

export default { app, BrowserWindow, ipcMain, ipcRenderer, contextBridge, protocol, session, shell, screen, Menu, dialog };
