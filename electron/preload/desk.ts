// runtime: preload. The desk window's bridge: every operation, plus opening the projector and
// printing a sheet (the main process validates the route).
import { contextBridge, ipcRenderer } from 'electron';
import { openProjectorChannel, printChannel } from './channels';
import { ipcApi } from './expose';

contextBridge.exposeInMainWorld('arbiter', {
  ...ipcApi(),
  openProjector: (eventId: number, divisionId?: number) => ipcRenderer.invoke(openProjectorChannel, eventId, divisionId),
  print: (route: string, mode: 'dialog' | 'pdf') => ipcRenderer.invoke(printChannel, route, mode),
});
