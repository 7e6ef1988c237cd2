// runtime: dom. Every game of the match form, asked the ruleset's way: who won (GameFields), each
// seat's place (PlaceFields) or a race's scores and ending (RaceFields); first, where a call
// decides who moves first, who won it.
import type { RoundTable } from '../../../shared/model/round';
import type { DecidedGame } from '../features/feature';
import { CallFields } from './CallFields';
import { GameFields } from './GameFields';
import { typedGame, type MatchDrafts } from './match-drafts';
import { afterDecision, type MatchRules } from './match-model';
import { PlaceFields } from './PlaceFields';
import { RaceFields } from './RaceFields';

interface Props {
  drafts: MatchDrafts;
  table: RoundTable;
  rules: MatchRules;
  /** The games the features decided at the table, which follow whatever is typed. */
  decidedAtTable: readonly DecidedGame[];
  /** A table of teams: its sentences speak of teams, not players. */
  ofTeams: boolean;
  onChange(drafts: MatchDrafts): void;
  /** The core's refusals of game `game` (1-based), in words. */
  notesOf(game: number): string[];
}

export function DraftFields({ drafts, table, ofTeams, rules, decidedAtTable, onChange, notesOf }: Props) {
  const base = (i: number) => ({ index: i, table, rules, problems: notesOf(i + 1) });
  const replace = <T,>(games: T[], i: number, next: T) => games.map((x, j) => (j === i ? next : x));
  if (drafts.entry === 'race') {
    return drafts.games.map((d, i) => <RaceFields key={i} {...base(i)} ofTeams={ofTeams} draft={d} found={drafts.problems} onChange={(next) => onChange({ ...drafts, games: replace(drafts.games, i, next) })} />);
  }
  if (drafts.entry === 'places') {
    return drafts.games.map((d, i) => <PlaceFields key={i} {...base(i)} draft={d} found={drafts.problems} onChange={(next) => onChange({ ...drafts, games: replace(drafts.games, i, next) })} />);
  }
  const decided = afterDecision(drafts.games, rules);
  const games = drafts.games.map((d, i) => (
    <GameFields
      key={i}
      {...base(i)}
      call={drafts.call}
      draft={d}
      afterDecision={decided[i]!}
      missingWinner={drafts.problems?.winner[i] ?? false}
      badScore={drafts.problems?.score[i] ?? [false, false]}
      onChange={(next) => onChange({ ...drafts, games: typedGame(drafts.games, i, next, table, rules, decidedAtTable) })}
    />
  ));
  if (!rules.roleByCall) return games;
  return [<CallFields key="call" table={table} call={drafts.call} missing={drafts.problems?.call ?? false} onChange={(call) => onChange({ ...drafts, call })} />, ...games];
}
