// runtime: preload. The projector window's bridge: queries and change events only. The main
// process refuses its commands too; this keeps them out of the page's reach in the first place.
import { contextBridge } from 'electron';
import { fail } from '../../shared/contract/errors';
import { operations, type OperationName } from '../../shared/contract/operations';
import { ipcApi } from './expose';

const api = ipcApi();
const isQuery = (name: string) => Object.hasOwn(operations, name) && operations[name as OperationName].kind === 'query';

contextBridge.exposeInMainWorld('arbiter', {
  call: (name: string, input: unknown) =>
    isQuery(name) ? api.call(name as OperationName, input as never) : Promise.resolve(fail('forbidden', `The projector may only read; "${name}" is refused.`)),
  onChange: api.onChange,
});
