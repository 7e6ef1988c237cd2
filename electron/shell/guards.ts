// runtime: electron-main. Installs the navigation, new-window and permission guards on every
// webContents the app creates.
import { app, session, shell, type Session, type WebContents } from 'electron';
import { isAppUrl, isSafeExternalUrl } from './security-policy';

export function guardWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const block = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', block);
  // Any frame, subframes included (will-navigate sees only the main frame).
  contents.on('will-frame-navigate', (event) => block(event, event.url));
  contents.on('will-redirect', block);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // No page of ours talks to a device; a chooser never opens.
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault();
    callback('');
  });
}

/** Every permission and every device (USB, HID, serial, Bluetooth) refused, on each session. */
export function guardSession(s: Session): void {
  s.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  s.setPermissionCheckHandler(() => false);
  s.setDevicePermissionHandler(() => false);
  s.setBluetoothPairingHandler((_details, callback) => callback({ confirmed: false }));
  s.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback(null);
  });
  s.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault();
    callback('');
  });
  s.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
}

export function installGuards(): void {
  guardSession(session.defaultSession);
  app.on('session-created', guardSession);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
}
