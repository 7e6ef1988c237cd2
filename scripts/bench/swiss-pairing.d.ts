// Types for swiss-pairing 1.4.3 (CommonJS, no types of its own), as far as the bench uses it:
// see its README. Ids are strings here because its standings compare them as object keys.
declare module 'swiss-pairing' {
  export interface Participant {
    id: string;
    seed: number;
    droppedOut?: boolean;
  }
  export interface Match {
    round: number;
    home: { id: string; points: number };
    /** id null: a bye for home. */
    away: { id: string | null; points: number };
  }
  /** away null: home has the bye. */
  export interface Matchup {
    home: string;
    away: string | null;
  }
  export interface SwissPairing {
    getMatchups(round: number, participants: Participant[], matches: Match[]): Matchup[];
  }
  /** The README calls the first option maxPointsPerRound; 1.4.3 reads maxPerRound. */
  export default function swissPairing(options?: {
    maxPerRound?: number;
    rematchWeight?: number;
    standingPower?: number;
    seedMultiplier?: number;
  }): SwissPairing;
}
