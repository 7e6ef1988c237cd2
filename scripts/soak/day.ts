// The soak's event day, compressed into the run's minutes and played through HTTP as the desks
// play it: four registration desks register and check in 2,000 players (the first fifth of the
// time), then ten Swiss rounds, each in a tenth of the rest: the head desk closes the round before,
// pairs and publishes; two results desks type the results at a steady pace over most of the
// round; then a few corrections and drops. A desk waits for each answer, so a slow host slows the
// day down rather than piling calls up.
import type { Entry } from '../../shared/model/entry';
import type { Standings } from '../../shared/model/standings';
import { splitResult, type BenchRound } from '../bench/core-event';
import { readPlayers } from '../bench/search-case';
import { clock, openDesk, type CallRecord, type Desk } from './desk';

export const DAY = { players: 2000, registrationDesks: 4, resultsDesks: 2, rounds: 10, correctionsPerRound: 3, dropsPerRound: 2 } as const;
const REGISTRATION_SHARE = 0.2;
/** Results are typed over this share of a round's time; the rest is corrections, drops, pairing. */
const TYPING_SHARE = 0.7;

export interface DayHooks {
  phase(name: string): void;
  /** A round is published, with the standings' entries in order (a phone shows its player's
   * table); resolves once the displays and phones hold it. */
  published(eventId: number, round: BenchRound, standingsOrder: number[]): Promise<void>;
  resultEntered(tableId: number, at: number): void;
}

type Ref = { roundId: number; version: number };
type Typed = ReturnType<typeof splitResult>;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - clock())));

/** Acts on the items one after another, item k not before `from` + k/n of `seconds`. */
async function paced<T>(items: readonly T[], from: number, seconds: number, act: (item: T) => Promise<unknown>): Promise<void> {
  for (const [k, item] of items.entries()) {
    await sleepUntil(from + (k * seconds * 1000) / items.length);
    await act(item);
  }
}

/** Half the tables split 1–1, the other half won 2–0 by seat 1, so the standings spread. */
function typedResult(table: BenchRound['tables'][number]): Typed {
  const split = splitResult(table);
  return table.id % 2 ? split : secondGameTurned(split);
}

/** The slip read again: the second game went the other way. */
function secondGameTurned(r: Typed): Typed {
  const [first, second] = r.games;
  return { ...r, games: [first!, { seats: second!.seats.map((s) => ({ ...s, outcome: s.outcome === 'win' ? 'loss' : 'win', score: 10 - s.score })) }] };
}

async function mustCall<T>(desk: Desk, operation: string, body: unknown): Promise<T> {
  const answer = await desk.call<T>(operation, body);
  if (!answer) throw new Error(`the day cannot go on: ${operation} failed`);
  return answer.value;
}

export async function playDay(url: string, minutes: number, record: (c: CallRecord) => void, hooks: DayHooks): Promise<void> {
  const open = (n: number) => Array.from({ length: n }, () => openDesk(url, record));
  const [head] = open(1);
  const registration = open(DAY.registrationDesks);
  const results = open(DAY.resultsDesks);
  try {
    const start = clock();
    const registrationSeconds = minutes * 60 * REGISTRATION_SHARE;
    const roundMs = (minutes * 60_000 * (1 - REGISTRATION_SHARE)) / DAY.rounds;
    hooks.phase('registration');
    const eventId = (await mustCall<{ id: number }>(head!, 'event.create', { name: 'Soak', date: '2026-12-05', ruleset: 'netrunner-1996' })).id;
    const players = readPlayers().slice(0, DAY.players);
    await Promise.all(
      registration.map((desk, d) =>
        paced(players.filter((_, k) => k % DAY.registrationDesks === d), start, registrationSeconds, async (p) => {
          const player = await desk.call<{ id: number; version: number }>('player.register', { eventId, name: p.name, dateOfBirth: p.dob, club: p.club || undefined, confirmDuplicate: true });
          if (!player) return;
          await desk.call('player.checkIn', { id: player.value.id, version: player.value.version });
          // The desk's top bar after each check-in.
          await desk.call('player.counts', { eventId });
        }),
      ),
    );

    let newest: Ref | null = null;
    for (let r = 1; r <= DAY.rounds; r++) {
      const roundStart = start + registrationSeconds * 1000 + (r - 1) * roundMs;
      await sleepUntil(roundStart);
      hooks.phase(`round ${r}`);
      if (newest) newest = await closeRound(head!, newest);
      const draft: { id: number; version: number } = await mustCall(head!, 'round.pair', { eventId, newest, tables: false });
      const round: BenchRound = await mustCall(head!, 'round.publish', { roundId: draft.id, version: draft.version });
      newest = { roundId: round.id, version: round.version };
      const standings = await mustCall<Standings>(head!, 'standings.get', { eventId });
      await hooks.published(eventId, round, standings.rows.map((row) => row.entryId));

      const tables = round.tables.filter((t) => !t.bye);
      const typed = new Map<number, { version: number; result: Typed }>();
      const from = clock();
      const seconds = Math.max(0, (roundStart + roundMs * TYPING_SHARE - from) / 1000);
      await Promise.all(
        results.map((desk, d) =>
          paced(tables.filter((_, k) => k % DAY.resultsDesks === d), from, seconds, async (t) => {
            const result = typedResult(t);
            const answer = await desk.call<{ version: number }>('result.enter', result);
            if (!answer) return;
            typed.set(t.id, { version: answer.value.version, result });
            hooks.resultEntered(t.id, answer.at);
          }),
        ),
      );
      for (let k = 0; k < DAY.correctionsPerRound; k++) {
        const t = tables[(k * 331 + r * 7) % tables.length]!;
        const was = typed.get(t.id);
        if (was) await results[k % DAY.resultsDesks]!.call('result.correct', { ...secondGameTurned(was.result), version: was.version, reason: 'Slip misread at the desk' });
      }
      const entries = await mustCall<Entry[]>(head!, 'entry.list', { eventId });
      const playing = entries.filter((e) => e.droppedAfterRound === null);
      for (let k = 0; k < DAY.dropsPerRound; k++) {
        const e = playing[(k * 613 + r * 17) % playing.length]!;
        await head!.call('entry.drop', { entryId: e.id, version: e.version, reason: 'Left for the train' });
      }
    }
    await sleepUntil(start + minutes * 60_000);
    if (newest) await closeRound(head!, newest);
    await head!.call('standings.get', { eventId });
    hooks.phase('done');
  } finally {
    await Promise.all([head!, ...registration, ...results].map((d) => d.close()));
  }
}

async function closeRound(head: Desk, ref: Ref): Promise<Ref> {
  const closed = await mustCall<{ id: number; version: number }>(head, 'round.close', ref);
  return { roundId: closed.id, version: closed.version };
}
