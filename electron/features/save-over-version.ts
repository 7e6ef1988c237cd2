// runtime: node. Saving a feature's record over the version a desk read: two desks editing the
// same list must not overwrite each other, so a save against a version that has moved on is
// refused, naming what changed, and nothing is written.
import { CommandError } from '../../shared/contract/errors';

export interface VersionedSave {
  /** What was saved, as the refusal names it ("Ann's list"). */
  subject: string;
  /** The refusal's reason code (`<record>_changed`). */
  reason: string;
  /** Whose or which record, as the details carry it for the desk's message. */
  name: string;
  /** The version stored before the save (0: none yet) and the one the desk read. */
  stored: number;
  expected: number;
}

/** Runs `save` (false: the store found the version stale) when the versions agree; else refuses. */
export function saveOverVersion({ subject, reason, name, stored, expected }: VersionedSave, save: () => boolean): void {
  if (stored === expected && save()) return;
  throw new CommandError('conflict', `${subject} was changed at another desk meanwhile; reload and try again.`, { reason, name, expected, actual: stored });
}
