// runtime: preload. The projector window's bridge: the queries the room may read, and change
// events. The main process refuses everything else too; this keeps it out of the page's reach in
// the first place. It reads the generated list of names, not the contract, so it stays small.
import { contextBridge } from 'electron';
import type { OperationName } from '../../shared/contract/operations';
import { roomQueries } from '../../shared/contract/room-queries';
import { ipcApi } from './expose';

const api = ipcApi();

contextBridge.exposeInMainWorld('arbiter', {
  call: (name: string, input: unknown) =>
    roomQueries.includes(name)
      ? api.call(name as OperationName, input as never)
      : Promise.resolve({ ok: false, error: { code: 'forbidden', message: `The projector may only read what the room sees; "${name}" is refused.` } }),
  onChange: api.onChange,
});
