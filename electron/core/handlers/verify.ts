// runtime: node. Checks an event file by replaying it (services/verify/), apart from this
// database: the file's event is replayed in memory.
import type { Handlers } from '../context';
import { verifyEventFile } from '../services/verify/verify-file';

export const verifyHandlers: Pick<Handlers, 'event.verify'> = {
  'event.verify'({ document }) {
    return verifyEventFile(document);
  },
};
