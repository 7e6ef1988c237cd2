// runtime: dom. What a phone holds and how it stays current: the room's answers for one event
// (the event, its rounds, the newest published round, the standings, the desk's language), asked
// over the venue host without a token, and asked again only when a change event touches what each
// reads, through the windows' refetch schedule. A result names its table, so the round takes it in
// by fetching that table alone. The bench's simulated phones run this same code.
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
 * itself is not imported, its schemas would triple the page). round.list reads tables too, for
 * its missing results, which the phone does not show: a result changes nothing it takes from it. */
export const phoneReads = {
  'event.list': ['event', 'round', 'player'],
  'round.list': ['event', 'round'],
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

/** `eventId` null: the newest event, as the projector does. Returns a stop. */
export function startPhoneFeed(api: RoomApi, eventId: number | null, divisionId: number | undefined, onData: (data: PhoneData) => void, timers: ScheduleTimers = realTimers): () => void {
  const data: PhoneData = {};
  const scope = divisionId === undefined ? {} : { divisionId };
  let id = eventId;
  const publish = () => onData({ ...data });
  const value = <T>(r: Result<T>): T | undefined => (r.ok ? r.value : undefined);

  const loadEvent = async () => {
    const events = value(await api.call('event.list', {}));
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
  let partial = roundTables(0, () => api);
  let pending = createPendingRefresh();
  const loadRound = async () => {
    if (roundId === null) return;
    const asked = roundId;
    const taken = pending.take(data.round?.id === asked);
    const answer = taken.whole ? await api.call('round.get', { roundId: asked }) : await partial.fetch(taken.parts);
    if (!answer.ok || asked !== roundId) return pending.giveBack(taken);
    data.round = Array.isArray(answer.value) ? partial.merge(data.round!, answer.value) : answer.value;
    publish();
  };
  const round = createRefetchSchedule(loadRound, timers);

  const loadRounds = async () => {
    if (id === null) return;
    const list = value(await api.call('round.list', { eventId: id, ...scope }));
    if (!list) return;
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
    const s = value(await api.call('standings.get', { eventId: id, ...scope }));
    if (!s) return;
    data.standings = s;
    publish();
  };

  const loadLanguage = async () => {
    const l = value(await api.call('settings.language', {}));
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
    if (touches(phoneReads['round.list'], id, change)) rounds.request();
    if (touches(phoneReads['standings.get'], id, change)) standings.request();
    if (touches(phoneReads['settings.language'], null, change)) language.request();
    if (roundId !== null && touches(phoneReads['round.get'], id, change) && pending.note(change, partial)) round.request();
  });
  for (const s of [event, rounds, standings, language]) s.request();
  return () => {
    stopListening();
    for (const s of [event, rounds, standings, language, round]) s.stop();
  };
}
