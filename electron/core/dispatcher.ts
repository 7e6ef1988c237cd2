// runtime: node. The one place every call passes, whatever the transport: check the name and the
// caller's rights, validate the input, run the handler (a command in one transaction with its
// audit row), publish what changed after the commit, and turn every failure into an error value.
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { ChangeEvent } from '../../shared/contract/changes';
import { CommandError, fail, ok, validationError, type Result } from '../../shared/contract/errors';
import { operationOf } from '../../shared/contract/operations';
import { malformedText } from '../../shared/contract/well-formed';
import type { SettingsPort } from '../settings/port';
import { storeFailure } from '../store/failures';
import type { Store } from '../store/store';
import type { ChangeBus } from './changes';
import type { QueryCache } from './query-cache';
import { noVersions, type Caller, type HandlerContext } from './context';
import type { VenuePort } from './venue-port';
import { handlers } from './handlers';
import { featureHandler } from '../features/registry';
import { isKnownEntity } from '../../shared/features/registry';

export interface DispatcherDeps {
  store: Store;
  settings: SettingsPort;
  venue?: VenuePort | null;
  bus: ChangeBus;
  clock: () => Date;
  random: () => string;
  /** Reports unexpected failures (the message the caller gets is generic). */
  log?: (err: unknown) => void;
  /** Keeps the heaviest queries' answers per event until the event changes. */
  cache?: QueryCache;
  /** Checks every answer against the contract, the largest too, and that the check changes
   * nothing in them (tests); without it the largest are trusted as the store and engine built
   * them. */
  checkEveryOutput?: boolean;
}

/** Answers of thousands of rows (a 4,096-player event's standings, a 2,048-table round): checked
 * against the contract on every call, they cost the check a third of the answer. Built by the
 * core from values the store has already checked, they are checked where the core is tested
 * (tempCore), with the check also making sure nothing is stripped or changed, so what is sent
 * unchecked is what the contract says. */
const largeOutputs = new Set<string>(['standings.get', 'round.get', 'round.pair', 'round.pairManually', 'round.publish', 'round.unpublish', 'round.close']);

function checkOutput(name: string, output: z.ZodType, value: unknown, every: boolean): unknown {
  if (!largeOutputs.has(name)) return output.parse(value);
  if (!every) return value;
  const parsed = output.parse(value);
  if (!isDeepStrictEqual(parsed, value)) throw new Error(`The answer of ${name} is not exactly what the contract says (the check changed it).`);
  return value;
}

/** A player registered, renamed or given a club or ID may change the label a namesake's entry
 * shows on every screen: the windows holding entries hear of it as a change of entries. */
function entryLabelsMoved(store: Store, changes: ChangeEvent[], operation: string): void {
  const events = new Set(changes.filter((c) => c.entity === 'player' && c.eventId !== null).map((c) => c.eventId!));
  for (const eventId of events) {
    if (!changes.some((c) => c.entity === 'entry' && c.eventId === eventId) && store.shownNames.moved(eventId)) changes.push({ entity: 'entry', eventId, operation });
  }
}

export function createDispatcher(deps: DispatcherDeps) {
  return function dispatch(name: string, rawInput: unknown, caller: Caller): Result<unknown> {
    const op = operationOf(name);
    const handler = (Object.hasOwn(handlers, name) ? handlers[name as keyof typeof handlers] : featureHandler(name)) as ((input: unknown, ctx: HandlerContext) => unknown) | undefined;
    if (!op || !handler) return fail('not_found', `There is no operation "${name}".`, { reason: 'no_operation', operation: name });
    if (caller.role && !op.roles.includes(caller.role)) {
      return fail('forbidden', `"${name}" is not for a desk with the role ${caller.role}.`, { reason: 'role_forbidden', role: caller.role, operation: name });
    }
    if (op.kind === 'command' && caller.readOnly) {
      return fail('forbidden', `"${name}" changes data; this window may only read.`, { reason: 'read_only_window', operation: name });
    }
    if (op.audience !== 'room' && caller.room) {
      return fail('forbidden', `"${name}" is for the desk; this window shows what the room sees.`, { reason: 'desk_only', operation: name });
    }
    const broken = malformedText(rawInput);
    if (broken.length > 0) return fail('validation', `Invalid input: ${broken.map((f) => f.path).join(', ')}`, { fields: broken });
    // The input is reported so an empty field can be told from a malformed one (`required`).
    const parsed = op.input.safeParse(rawInput ?? {}, { reportInput: true });
    if (!parsed.success) return { ok: false, error: validationError(parsed.error.issues) };

    const changes: ChangeEvent[] = [];
    let detail: Record<string, unknown> | null = null;
    const ctx: HandlerContext = {
      store: deps.store,
      settings: deps.settings,
      venue: deps.venue ?? null,
      now: deps.clock().toISOString(),
      caller,
      random: deps.random,
      changed: (c) => {
        // A window refreshes only on what it reads: a change of an entity nobody declares would
        // reach none of them.
        if (!isKnownEntity(c.entity)) throw new Error(`${name} announced a change of "${c.entity}", which neither the core nor a feature declares.`);
        changes.push({ ...c, operation: name });
      },
      annotate: (d) => {
        detail = { ...detail, ...d };
      },
      keep: op.kind === 'query' && deps.cache ? deps.cache.keep : (_eventId, _key, _staleOn, compute) => compute(),
      versions: op.kind === 'query' && deps.cache ? { of: deps.cache.versionOf, by: deps.cache.versionBy } : noVersions,
    };
    const run = (): Result<unknown> => {
      try {
        const value =
          op.kind === 'command'
            ? deps.store.transaction(() => {
                const out = handler(parsed.data, ctx);
                entryLabelsMoved(deps.store, changes, name);
                const eventId = changes.find((c) => c.eventId !== null)?.eventId ?? null;
                deps.store.audit.append(ctx.now, caller.actor, name, parsed.data, eventId, detail);
                return out;
              })
            : handler(parsed.data, ctx);
        const output = checkOutput(name, op.output, value, deps.checkEveryOutput ?? false);
        // Cached answers go stale before anyone hears of the change, so no listener reads one.
        for (const c of changes) deps.cache?.changed(c);
        for (const c of changes) deps.bus.publish(c);
        return ok(output);
      } catch (err) {
        if (err instanceof CommandError) return fail(err.code, err.message, err.details);
        deps.log?.(err);
        const store = storeFailure(err, deps.store.db.name);
        if (store) return fail('internal', store.message, { reason: store.reason });
        return fail('internal', 'Something went wrong inside Arbiter; nothing was saved.', { reason: 'unexpected' });
      }
    };
    return op.kind === 'query' && deps.cache ? (deps.cache.answer(name, parsed.data, caller.room ? 'room' : 'desk', run) as Result<unknown>) : run();
  };
}
export type Dispatch = ReturnType<typeof createDispatcher>;
