// runtime: electron-main. One ipcMain.handle per contract operation, derived from the registry.
// Only our own top frames may call; the projector's window may only run queries.
import { BrowserWindow, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { fail } from '../../shared/contract/errors';
import { operationNames, roomQueryNames } from '../../shared/contract/operations';
import type { Core } from '../core/app-core';
import { changeChannel, channelFor, roomQueriesChannel } from '../preload/channels';
import { isAppUrl, type WindowRole } from './security-policy';

export type RoleOf = (contents: WebContents) => WindowRole | undefined;

export function senderRole(event: IpcMainInvokeEvent | IpcMainEvent, roleOf: RoleOf): WindowRole | undefined {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !isAppUrl(frame.url)) return undefined;
  return roleOf(event.sender);
}

export function registerIpc(core: Core, roleOf: RoleOf): void {
  for (const name of operationNames) {
    ipcMain.handle(channelFor(name), (event, input: unknown) => {
      const role = senderRole(event, roleOf);
      if (!role) return fail('forbidden', 'Calls are accepted only from Arbiter’s own windows.', { reason: 'foreign_window' });
      return core.dispatch(name, input, { actor: role, readOnly: role !== 'desk', room: role === 'display' });
    });
  }
  // The projector's preload asks as it loads; a foreign frame hears of none.
  ipcMain.on(roomQueriesChannel, (event) => {
    event.returnValue = senderRole(event, roleOf) ? roomQueryNames() : [];
  });
  core.subscribe((change) => {
    for (const win of BrowserWindow.getAllWindows()) {
      if (!win.isDestroyed()) win.webContents.send(changeChannel, change);
    }
  });
}
