// runtime: pure. The roles a desk on the venue network joins with (by its role's join code). This
// machine's windows and the desk token are the head judge; a guest without a code is none of them
// and reads what the room reads.
import { z } from 'zod';

export const roles = ['head_judge', 'registration', 'results', 'display'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);

/** The role that may do everything: every operation lists it. */
export const everything: Role = 'head_judge';

/** The roles that read players' dates of birth and contacts: those who register them. The others
 * (and the room) read names only; electron/core/services/personal-details.ts applies it. */
export const personalDetailsRoles: readonly Role[] = ['head_judge', 'registration'];
