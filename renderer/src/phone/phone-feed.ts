// runtime: dom. What a phone holds and how it stays current: the room's answers for one event
// (the event, its rounds, the newest published round, the standings, the desk's language), asked
// over the venue host without a token, and asked again only when a change event touches what each
// reads, through the windows' refetch schedule. A phone shows one player's table: of the newest
// round it holds only that table (round.get with the player's entry: a few hundred bytes, where
// the whole round of a 2,000-player event is near a megabyte, 300 megabytes for 300 phones at each
// round's start), of the results coming in it fetches only that table's, and it asks for the
// standings again only when a table's change event says its round is complete (the round's last
// result; the standings count it from then), and then only an excerpt: the first rows and the
// followed player's own (a few kilobytes where the whole standings are near a megabyte), whose
// entry is the one whose table it shows. The bench's simulated phones run this same code.
import type { ArbiterApi } from '../../../shared/contract/client';
import type { ChangeEntity, ChangeEvent } from '../../../shared/contract/changes';
import type { Result } from '../../../shared/contract/errors';
import { touches } from '../../../shared/contract/touches';
import type { TournamentEvent } from '../../../shared/model/event';
import type { Round } from '../../../shared/model/round';
import type { Language } from '../../../shared/model/settings';
import type { Standings } from '../../../shared/model/standings';
import { createPendingRefresh } from '../api/pending-refresh';
import { createRefetchSchedule, realTimers, type ScheduleTimers } from '../api/refetch-schedule';
import { roundTables } from '../api/round-tables';

/** What each query reads (operations.ts says the same; a unit test keeps them equal: the contract
 * itself is not imported, its schemas would triple the page). */
export const phoneReads = {
  'event.list': ['event', 'round', 'player'],
  'round.list': ['event', 'round', 'table'],
  'round.get': ['event', 'round', 'table', 'entry'],
  'standings.get': ['event', 'round', 'table', 'entry'],
  'settings.language': ['settings'],
} satisfies Record<string, ChangeEntity[]>;

/** The queries a phone calls: room queries only (a test checks each is one). */
export const phoneQueries = Object.keys(phoneReads) as (keyof typeof phoneReads)[];

export interface PhoneData {
  event?: TournamentEvent | null;
  /** The newest published (or closed) round; null before the first. */
  round?: Round | null;
  standings?: Standings;
  language?: Language;
}

type RoomApi = Pick<ArbiterApi, 'call' | 'onChange'>;
type Summary = { id: number; number: number; status: string };

/** The newest round the players may see: published or closed, never a draft. */
function newestVisible(rounds: readonly Summary[]): Summary | undefined {
  return rounds.filter((r) => r.status !== 'draft').sort((a, b) => a.number - b.number).at(-1);
}

/** The standings rows a phone shows above the player's own. */
export const PHONE_TOP_ROWS = 10;

/** `eventId` null: the newest event, as the projector does. `follow` names the player whose
 * table and row the phone shows (null: none yet). */
export function startPhoneFeed(api: RoomApi, eventId: number | null, divisionId: number | undefined, onData: (data: PhoneData) => void, timers: ScheduleTimers = realTimers) {
  const data: PhoneData = {};
  const scope = divisionId === undefined ? {} : { divisionId };
  let id = eventId;
  const publish = () => onData({ ...data });
  const value = <T>(r: Result<T>): T | undefined => (r.ok ? r.value : undefined);
  /** The answer, or undefined where it was refused or its fetch failed on the way (the connection
   * dropped): that query is then asked again after the schedule's gap, as the round is, so a
   * phone does not sit on an old answer until some later change. */
  const answerOr = async <T>(asked: Promise<Result<T>>, again: () => { request(): void }): Promise<T | undefined> => {
    try {
      return value(await asked);
    } catch {
      again().request();
      return undefined;
    }
  };

  const loadEvent = async () => {
    const events = await answerOr(api.call('event.list', {}), () => event);
    if (!events) return;
    data.event = (id === null ? events[0] : events.find((e) => e.id === id)) ?? null;
    if (id === null && data.event) {
      id = data.event.id;
      rounds.request();
      standings.request();
    }
    publish();
  };

  let roundId: number | null = null;
  let numbers = new Map<number, number>();
  let partial = roundTables(0, () => api);
  let pending = createPendingRefresh();
  const loadRound = async () => {
    if (roundId === null) return;
    const asked = roundId;
    // What this fetch owes is the round's it asked: a newer round, come meanwhile, owes its own.
    const owed = pending;
    const taken = owed.take(data.round?.id === asked, partial.most);
    const answer = await (taken.whole ? api.call('round.get', { roundId: asked, entryId: watched }) : partial.fetch(taken.parts, data.round!)).catch(() => null);
    if (asked !== roundId) return;
    // A fetch that fails on the way (the connection dropped) still owes what it was for, and is
    // asked again after the schedule's gap: the next change may be long in coming.
    if (answer === null) {
      owed.giveBack(taken);
      return round.request();
    }
    // Refused (a table gone in a redraw, the round taken back): the whole round is owed, not the
    // parts, which would be refused again on every later fetch.
    if (!answer.ok) return owed.giveBack({ whole: true });
    data.round = Array.isArray(answer.value) ? partial.merge(data.round!, answer.value) : answer.value;
    // The player moved to a table not held (seats changed by hand): their round is asked again.
    if (Array.isArray(answer.value) && watched !== null && watchedTable() === undefined && owed.note({ entity: 'round', eventId: id, operation: 'moved' }, undefined)) round.request();
    publish();
  };
  const round = createRefetchSchedule(loadRound, timers);

  const loadRounds = async () => {
    if (id === null) return;
    const list = await answerOr(api.call('round.list', { eventId: id, ...scope }), () => rounds);
    if (!list) return;
    numbers = new Map(list.map((r) => [r.id, r.number]));
    const newest = newestVisible(list);
    if ((newest?.id ?? null) === roundId && data.round !== undefined) return;
    roundId = newest?.id ?? null;
    partial = roundTables(roundId ?? 0, () => api);
    pending = createPendingRefresh();
    if (roundId === null) {
      data.round = null;
      publish();
    } else round.request();
  };

  const loadStandings = async () => {
    if (id === null) return;
    const asked = followed;
    const excerpt = { top: PHONE_TOP_ROWS, ...(asked === null ? {} : { name: asked }) };
    const s = await answerOr(api.call('standings.get', { eventId: id, ...scope, excerpt }), () => standings);
    if (!s || asked !== followed) return;
    data.standings = s;
    watch(s.excerpt?.own[0] ?? null);
    publish();
  };

  const loadLanguage = async () => {
    const l = await answerOr(api.call('settings.language', {}), () => language);
    if (!l) return;
    data.language = l.language;
    publish();
  };

  const event = createRefetchSchedule(loadEvent, timers);
  const rounds = createRefetchSchedule(loadRounds, timers);
  const standings = createRefetchSchedule(loadStandings, timers);
  const language = createRefetchSchedule(loadLanguage, timers);

  const stopListening = api.onChange((change: ChangeEvent) => {
    // Before the event is known (no id yet), every event's changes may concern it.
    if (touches(phoneReads['event.list'], null, change)) event.request();
    if (touches(phoneReads['settings.language'], null, change)) language.request();
    // A table of the round held: only the watched one is fetched. The standings move only while
    // they count the round (until then only their "results in" count, which the phone does not
    // show): from its last result on, which the change says, until it is incomplete again.
    const oneTable = change.entity === 'table' && change.roundId !== undefined && change.tableId !== undefined && change.operation !== 'reconnect';
    if (oneTable && change.roundId === roundId) {
      // Until the round held is in, its watched table is not known, and the fetch under way may
      // have been answered before this change: every table change of it is owed meanwhile.
      const loaded = data.round?.id === roundId;
      if ((!loaded || change.tableId === watchedTable()) && pending.note(change, partial)) round.request();
      if (change.roundComplete || counted(change.roundId)) standings.request();
      return;
    }
    // A table of another round: most often the results of a round published since the phone's
    // last round list, which the standings do not count until it is complete. Asking them on each
    // of those results is what kept a phone that is slow to take in a new round slower still.
    if (oneTable && change.roundComplete === false && !counted(change.roundId!)) {
      rounds.request();
      return;
    }
    if (touches(phoneReads['round.list'], id, change)) rounds.request();
    if (touches(phoneReads['standings.get'], id, change)) standings.request();
    if (roundId !== null && touches(phoneReads['round.get'], id, change) && pending.note(change, partial)) round.request();
  });
  let watched: number | null = null;
  let followed: string | null = null;
  /** Whether the standings held count this round (the rounds list held gives its number). */
  const counted = (id: number) => {
    const number = numbers.get(id);
    return number !== undefined && data.standings !== undefined && data.standings.throughRound >= number;
  };
  const watchedTable = () => data.round?.tables.find((t) => t.seats.some((s) => s.entryId === watched))?.id;
  /** Shows this entry's table from now on: the round is asked again whole, as other tables'
   * changes were let pass. */
  const watch = (entryId: number | null): void => {
    if (entryId === watched) return;
    watched = entryId;
    if (roundId !== null && entryId !== null && pending.note({ entity: 'round', eventId: id, operation: 'watch' }, undefined)) round.request();
  };
  for (const s of [event, rounds, standings, language]) s.request();
  return {
    /** Follows the player (or side) of this name, as listed: the standings are asked again for
     * their row, and their entry's table is the one shown. */
    follow(name: string | null): void {
      if (name === followed) return;
      followed = name;
      if (name === null) watch(null);
      standings.request();
    },
    stop(): void {
      stopListening();
      for (const s of [event, rounds, standings, language, round]) s.stop();
    },
  };
}
