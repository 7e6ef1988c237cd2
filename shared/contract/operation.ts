// runtime: pure. The shape of one contract operation.
import type { z } from 'zod';
import type { ChangeEntity } from './changes';
import { roles as allRoles, type Role } from './roles';

export type OperationKind = 'command' | 'query';

/** Who may call it: `room` is what a projector or a guest on the venue network may read (nothing
 * personal: no dates of birth, contacts, slip codes, audit, settings or exports); `desk` needs a
 * desk (a desk window, or the desk token over the venue network). */
export type Audience = 'room' | 'desk';

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: OperationKind;
  audience: Audience;
  /** The desk roles that may call it (shared/contract/roles.ts); the dispatcher refuses the others
   * whatever the transport. The head judge is always one; the room's queries are everyone's. */
  roles: readonly Role[];
  summary: string;
  input: I;
  output: O;
  /** What a query's answer is made of: a change event of one of these entities (for the query's
   * event) makes it stale, so a window asks again and the host drops a kept answer. Empty for
   * commands, and for queries no change affects. */
  reads: readonly ChangeEntity[];
}

const headJudge: readonly Role[] = ['head_judge'];

export const command = <I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O) =>
  ({ kind: 'command', audience: 'desk', roles: headJudge, summary, input, output, reads: [] }) as const satisfies Operation<I, O>;

/** A query for the desk only, unless `audience` says the room may read it too. */
export const query = <I extends z.ZodType, O extends z.ZodType>(
  summary: string,
  input: I,
  output: O,
  reads: readonly ChangeEntity[],
  audience: Audience = 'desk',
) => ({ kind: 'query', audience, roles: audience === 'room' ? allRoles : headJudge, summary, input, output, reads }) as const satisfies Operation<I, O>;

/** The operation, open to these desk roles too (besides the head judge). */
export const allow = <T extends Operation>(extra: readonly Exclude<Role, 'head_judge'>[], op: T): T => ({ ...op, roles: [...op.roles, ...extra] });
