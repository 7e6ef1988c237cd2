// The measurement behind docs/engine.md's "Past the limit: priced" on late rounds: a simulated
// event (as exactness-replay.ts) replayed round by round, each round also paired with the cluster
// limit lowered so that its clusters go past it and the whole field is priced, as a round needing a
// cluster past 2,048 entries would be. It prints whether that was proven, its CPU time, and its
// cost against the pairing with the app's limits. A measurement, not a test.
//
//   npx tsx scripts/bench/past-the-limit.ts [--players 4096] [--draws 0.1] [--event 0] [--limit 8]
import { compareCost, pairingCost, pairSwissRound, type PairingCost, type SolveReport } from '../../electron/engine/swiss';
import { createRng } from '../../electron/engine/random';
import { roundPairingOf, SimEvent } from './event';
import { createField } from './field';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}

const players = option('players', 4096);
const drawRate = option('draws', 0.1);
const event = option('event', 0);
const clusterLimit = option('limit', 8);
const seed = `exactness-${players}-${drawRate}-${event}`;
const sim = new SimEvent(createField(seed, players, drawRate));
const rounds = Math.ceil(Math.log2(players)) + 2;
const show = (c: PairingCost) => `rematches ${c.rematches}, gap ${c.scoreGap}, deviation ${c.deviation}`;
for (let round = 1; round <= rounds; round++) {
  const req = { round, candidates: sim.candidates(), byePolicy: 'lowest_ranked_without_bye' as const, rng: createRng(`${seed}|${round}`) };
  const result = pairSwissRound(req);
  if (round > 2) {
    const reports: SolveReport[] = [];
    const c0 = process.cpuUsage();
    const lowered = pairSwissRound(req, { clusterLimit, onSolved: (r) => reports.push(r) });
    const cpu = process.cpuUsage(c0);
    const got = pairingCost(req, lowered);
    const best = pairingCost(req, result);
    console.log(
      `round ${round}: ${reports.every((r) => r.proven) ? 'proven' : 'UNPROVEN'}, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU; ` +
        `${show(got)}${compareCost(got, best) === 0 ? ' (the same cost)' : `, against ${show(best)}`}`,
    );
  }
  sim.play(round, roundPairingOf(result));
}
