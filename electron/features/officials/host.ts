// runtime: node. The officials as the host runs them (Attacktix 3; any event may have them): their
// rows stay in officials and table_officials, the tables its migrations make (officials.ts), and
// a draft paired again drops the duties at its tables (a trigger); their names are held
// against the players', the head judge's report lists them, and the event file carries them.
import { officials } from '../../../shared/features/officials/contract';
import { defineFeatureHost } from '../feature';
import { officialsEventFile } from './event-file';
import { officialHandlers } from './handlers';
import { officialsNames } from './names';
import { officialsOf, officialsTables } from './officials';

/** A draft paired again (a new seed) is a new pairing: nobody officiates at its tables yet. */
const dutiesGoWithRedraw = `
CREATE TRIGGER table_officials_go_with_redraw AFTER UPDATE OF seed ON rounds
BEGIN
  DELETE FROM table_officials WHERE table_id IN (SELECT id FROM round_tables WHERE round_id = NEW.id);
END;
`;

export const officialsHost = defineFeatureHost({
  contract: officials,
  handlers: officialHandlers,
  // The trigger came first, when the core's migration 10 made the tables; a new database gets them next.
  migrations: [dutiesGoWithRedraw, officialsTables],
  names: officialsNames,
  eventFile: officialsEventFile,
  // The head judge first, who signs the report; the others in the order registered.
  report: (_document, _names, { store, eventId }) => {
    const all = officialsOf(store).list(eventId);
    return [...all.filter((o) => o.role === 'head_judge'), ...all.filter((o) => o.role !== 'head_judge')].map((o) => ({ name: o.name, role: o.role }));
  },
});
