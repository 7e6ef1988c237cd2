// Command-line flags of `npm run bench`.
export interface BenchOptions {
  /** One JSON object per line instead of the table. */
  json: boolean;
  /** Small fields only, for a fast smoke run (tests use it). */
  quick: boolean;
  /** false with --no-peer. */
  peer: boolean;
  /** --peer-rounds N: the peer runs at most N rounds in every case (default: all rounds up to
   * FULL_PEER_PLAYERS players, DEFAULT_PEER_ROUNDS above that). */
  peerRounds: number | null;
  /** --peer-max-players N: above this field size the peer is skipped. */
  peerMaxPlayers: number;
  /** --seed S: the simulation seed. */
  seed: string;
  /** --case NAME (repeatable): run only these cases. */
  only: string[];
}

export const FULL_PEER_PLAYERS = 300;
export const DEFAULT_PEER_ROUNDS = 3;
export const DEFAULT_PEER_MAX_PLAYERS = 1100;

export const USAGE = `usage: npm run bench -- [--json] [--quick] [--no-peer] [--peer-rounds N]
                        [--peer-max-players N] [--seed S] [--case NAME]...`;

export function parseArgs(argv: readonly string[]): BenchOptions {
  const opts: BenchOptions = {
    json: false,
    quick: false,
    peer: true,
    peerRounds: null,
    peerMaxPlayers: DEFAULT_PEER_MAX_PLAYERS,
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
    else if (a === '--peer-rounds') opts.peerRounds = intArg(a, argv[++i]);
    else if (a === '--peer-max-players') opts.peerMaxPlayers = intArg(a, argv[++i]);
    else if (a === '--seed') {
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
