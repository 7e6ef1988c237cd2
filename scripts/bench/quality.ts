// The quality verdict of a pairing case: Arbiter against each peer that ran, on the measures the
// table prints (rematches, unequal pairs, summed score difference).
import type { PeerName } from './engines';
import type { RoundStats } from './event';
import type { PeerComparison, Quality, QualityVerdict } from './rows';
import { summarize, type Summary } from './simulate';

const pickQuality = (s: Summary): Quality => ({
  rematches: s.rematches,
  pairs_unequal: s.pairs_unequal,
  score_diff_sum: s.score_diff_sum,
});

/** One peer's rounds, over every event of a case. */
export interface PeerStats {
  engine: PeerName;
  stats: RoundStats[];
}

/** Arbiter against each peer over that peer's rounds; not worse than the best peer = not worse
 * than each of them on every measure. */
export function qualityVerdict(arbiter: RoundStats[], peers: readonly PeerStats[]): QualityVerdict {
  const comparisons: PeerComparison[] = peers.map((run) => {
    const ps = summarize(run.stats);
    const p = pickQuality(ps);
    const a = pickQuality(summarize(arbiter, ps.rounds));
    return {
      engine: run.engine,
      rounds: ps.rounds,
      arbiter: a,
      peer: p,
      not_worse:
        a.rematches <= p.rematches &&
        a.pairs_unequal <= p.pairs_unequal &&
        a.score_diff_sum <= p.score_diff_sum,
    };
  });
  return {
    not_worse_than_best_peer: comparisons.length ? comparisons.every((c) => c.not_worse) : null,
    peers: comparisons,
  };
}
