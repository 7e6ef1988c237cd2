// runtime: preload. The projector window's bridge: the same surface, but the main process
// refuses its commands (it may only read and listen).
import { contextBridge } from 'electron';
import { ipcApi } from './expose';

contextBridge.exposeInMainWorld('arbiter', ipcApi());
