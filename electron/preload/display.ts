// runtime: preload. The projector window's bridge: the queries the room may read, and change
// events. The main process refuses everything else too; this keeps it out of the page's reach in
// the first place. It asks the main process for the names once, as it loads, so the sandboxed
// preload never loads the contract (and zod).
import { contextBridge, ipcRenderer } from 'electron';
import type { OperationName } from '../../shared/contract/operations';
import { roomQueriesChannel } from './channels';
import { ipcApi } from './expose';

const api = ipcApi();
const roomQueries: readonly string[] = ipcRenderer.sendSync(roomQueriesChannel) as string[];

contextBridge.exposeInMainWorld('arbiter', {
  call: (name: string, input: unknown) =>
    roomQueries.includes(name)
      ? api.call(name as OperationName, input as never)
      : Promise.resolve({ ok: false, error: { code: 'forbidden', message: `The projector may only read what the room sees; "${name}" is refused.` } }),
  onChange: api.onChange,
});
