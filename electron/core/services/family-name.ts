// runtime: node. A family name is stored only as whole words of the player's name, so the name
// stays the one text searched and checked for duplicates; every path that stores one checks it here.
import { CommandError } from '../../../shared/contract/errors';
import { splitName } from '../../../shared/text/family-name';

export const FAMILY_NOT_IN_NAME = 'family_not_in_name';

/** The family name as the name spells it (null: not given), or refused naming the field. */
export function checkedFamilyName(name: string, family: string | null | undefined): string | null {
  if (!family) return null;
  const parts = splitName(name, family);
  if (parts) return parts.family;
  throw new CommandError('validation', `The family name "${family}" is not one or more whole words of the name "${name}".`, {
    fields: [{ path: 'familyName', message: 'Not whole words of the name', code: FAMILY_NOT_IN_NAME, params: { name } }],
  });
}
