// runtime: pure
// Netrunner 2.2.2 tiebreakers, after games won: match record, agenda, opponents' agenda.
import { descriptionKey, type PerEntryTiebreaker } from '../../standings/tiebreakers/types';
import type { NetrunnerTiebreakerId } from '../types';

/** Match record: match wins, a drawn match (1-1 on equal points) counting half. */
export const matchRecord: PerEntryTiebreaker = {
  id: 'match_record',
  descriptionKey: descriptionKey('match_record'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute(d) {
    const out = new Float64Array(d.n);
    for (let i = 0; i < d.n; i++) out[i] = d.matchWins[i]! + d.matchDraws[i]! / 2;
    return out;
  },
};

/** Agenda: the sum of the entry's game points over the event (2.2.1; a bye is 20). */
export const agenda: PerEntryTiebreaker = {
  id: 'agenda',
  descriptionKey: descriptionKey('agenda'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute: (d) => Float64Array.from(d.gamePoints),
};

/** Opponents' agenda: game points the entry's opponents scored in the games against it; less is
 * better, a bye's "opponent" scored 0 (2.4). See docs/rulesets/netrunner.md for this reading. */
export const opponentsAgenda: PerEntryTiebreaker = {
  id: 'opponents_agenda',
  descriptionKey: descriptionKey('opponents_agenda'),
  better: 'asc',
  format: 'number',
  kind: 'per-entry',
  compute: (d) => Float64Array.from(d.oppGamePoints),
};

export const netrunnerTiebreakers: Readonly<Record<NetrunnerTiebreakerId, PerEntryTiebreaker>> = {
  match_record: matchRecord,
  agenda,
  opponents_agenda: opponentsAgenda,
};
