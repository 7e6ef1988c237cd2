// runtime: preload. The desk window's bridge: every operation, plus opening the projector,
// printing a sheet (the main process validates the route) and turning venue access on.
import { contextBridge, ipcRenderer } from 'electron';
import { openProjectorChannel, printChannel, venueOnChannel } from './channels';
import { ipcApi } from './expose';

contextBridge.exposeInMainWorld('arbiter', {
  ...ipcApi(),
  openProjector: (eventId: number, divisionId?: number) => ipcRenderer.invoke(openProjectorChannel, eventId, divisionId),
  print: (route: string, mode: 'dialog' | 'pdf') => ipcRenderer.invoke(printChannel, route, mode),
  turnOnVenue: () => ipcRenderer.invoke(venueOnChannel),
});
