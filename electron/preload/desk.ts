// runtime: preload. The desk window's bridge: every operation, plus opening the projector.
import { contextBridge, ipcRenderer } from 'electron';
import { openProjectorChannel } from './channels';
import { ipcApi } from './expose';

contextBridge.exposeInMainWorld('arbiter', {
  ...ipcApi(),
  openProjector: (eventId: number) => ipcRenderer.invoke(openProjectorChannel, eventId),
});
