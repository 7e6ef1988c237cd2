// Command-line flags of `npm run bench`.
import { PEER_NAMES, type PeerName } from './engines';

export interface BenchOptions {
  /** One JSON object per line instead of the table. */
  json: boolean;
  /** Small fields only, for a fast smoke run (tests use it). */
  quick: boolean;
  /** false with --no-peer: no peer at all. */
  peer: boolean;
  /** --peer NAME (repeatable): only these peers; empty = every peer. */
  peers: PeerName[];
  /** --peer-rounds N: every peer runs at most N rounds in every case (default: all rounds in the
   * quality cases and up to FULL_PEER_PLAYERS players, each peer's cutRounds above that). */
  peerRounds: number | null;
  /** --peer-max-players N: above this field size the peers are skipped. */
  peerMaxPlayers: number;
  /** --events N: every pairing case plays N events (default: the case's own count). */
  events: number | null;
  /** --seed S: the simulation seed. */
  seed: string;
  /** --case NAME (repeatable): run only these cases. */
  only: string[];
}

export const FULL_PEER_PLAYERS = 300;
export const DEFAULT_PEER_MAX_PLAYERS = 1100;

export const USAGE = `usage: npm run bench -- [--json] [--quick] [--no-peer] [--peer NAME]...
                        [--peer-rounds N] [--peer-max-players N] [--events N] [--seed S]
                        [--case NAME]...
peers: ${PEER_NAMES.join(', ')}`;

export function parseArgs(argv: readonly string[]): BenchOptions {
  const opts: BenchOptions = {
    json: false,
    quick: false,
    peer: true,
    peers: [],
    peerRounds: null,
    peerMaxPlayers: DEFAULT_PEER_MAX_PLAYERS,
    events: null,
    seed: 'arbiter-bench',
    only: [],
  };
  const intArg = (flag: string, v: string | undefined): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n) || n < 0) {
      throw new Error(`${flag} needs a whole number\n${USAGE}`);
    }
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') opts.json = true;
    else if (a === '--quick') opts.quick = true;
    else if (a === '--no-peer') opts.peer = false;
    else if (a === '--peer') {
      const v = argv[++i];
      const name = PEER_NAMES.find((n) => n === v);
      if (!name) throw new Error(`--peer needs one of ${PEER_NAMES.join(', ')}\n${USAGE}`);
      opts.peers.push(name);
    } else if (a === '--peer-rounds') opts.peerRounds = intArg(a, argv[++i]);
    else if (a === '--peer-max-players') opts.peerMaxPlayers = intArg(a, argv[++i]);
    else if (a === '--events') {
      opts.events = intArg(a, argv[++i]);
      if (opts.events === 0) throw new Error(`--events needs at least 1\n${USAGE}`);
    } else if (a === '--seed') {
      const v = argv[++i];
      if (!v) throw new Error(`--seed needs a value\n${USAGE}`);
      opts.seed = v;
    } else if (a === '--case') {
      const v = argv[++i];
      if (!v) throw new Error(`--case needs a name\n${USAGE}`);
      opts.only.push(v);
    } else if (a === '--help' || a === '-h') throw new Error(USAGE);
    else throw new Error(`unknown flag ${a}\n${USAGE}`);
  }
  return opts;
}
