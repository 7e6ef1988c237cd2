// The peers the pairing cases compare Arbiter with: one adapter file each, listed here with how
// far the bench runs them by default (both weigh every pair of players and run a blossom
// matching, so they slow down sharply with the field).
import type { PairingEngine, PeerName } from './engines';
import type { Field } from './field';
import { swissPairingEngine } from './peer-swiss-pairing';
import { tournamentOrganizerEngine } from './peer-tournament-organizer';

export interface Peer {
  name: PeerName;
  create(seed: string, field: Field, rounds: number): PairingEngine;
  /** Rounds it runs by default in the timing cases above FULL_PEER_PLAYERS players. */
  cutRounds: number;
  /** Its pace at ~1,000 players, for the note saying why it was cut. */
  pace: string;
}

export const PEERS: readonly Peer[] = [
  {
    name: 'tournament-organizer',
    create: (seed, field, rounds) => tournamentOrganizerEngine(seed, field.ids, rounds),
    cutRounds: 3,
    pace: 'tens of seconds per round at ~1,000 players',
  },
  {
    name: 'swiss-pairing',
    create: (_seed, field) => swissPairingEngine(field.ids),
    cutRounds: 1,
    pace: 'tens of seconds to minutes per round at ~1,000 players',
  },
];
