// runtime: preload. Builds the window.arbiter object over IPC; each preload decides what to add.
// Names are not checked here: the main process only answers channels made from the registry, and
// keeping zod out keeps the sandboxed preload small.
import { ipcRenderer, type IpcRendererEvent } from 'electron';
import type { ArbiterApi } from '../../shared/contract/client';
import type { ChangeEvent } from '../../shared/contract/changes';
import { changeChannel, channelFor } from './channels';

export function ipcApi(): ArbiterApi {
  return {
    call: (name, input) => ipcRenderer.invoke(channelFor(name), input),
    onChange(listener) {
      const wrapped = (_e: IpcRendererEvent, change: ChangeEvent) => listener(change);
      ipcRenderer.on(changeChannel, wrapped);
      return () => ipcRenderer.removeListener(changeChannel, wrapped);
    },
  };
}
