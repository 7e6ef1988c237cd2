// runtime: dom. Every game of the match form, asked the ruleset's way: who won (GameFields) or
// each seat's place (PlaceFields).
import type { RoundTable } from '../../../shared/model/round';
import { GameFields } from './GameFields';
import type { MatchDrafts } from './match-drafts';
import type { MatchRules } from './match-model';
import { PlaceFields } from './PlaceFields';

interface Props {
  drafts: MatchDrafts;
  table: RoundTable;
  rules: MatchRules;
  onChange(drafts: MatchDrafts): void;
  /** The core's refusals of game `game` (1-based), in words. */
  notesOf(game: number): string[];
}

export function DraftFields({ drafts, table, rules, onChange, notesOf }: Props) {
  const replace = <T,>(games: T[], i: number, next: T) => games.map((x, j) => (j === i ? next : x));
  if (drafts.entry === 'places') {
    return drafts.games.map((d, i) => (
      <PlaceFields
        key={i}
        index={i}
        table={table}
        rules={rules}
        draft={d}
        onChange={(next) => onChange({ ...drafts, games: replace(drafts.games, i, next) })}
        problems={drafts.problems}
        notes={notesOf(i + 1)}
      />
    ));
  }
  return drafts.games.map((d, i) => (
    <GameFields
      key={i}
      index={i}
      table={table}
      rules={rules}
      draft={d}
      onChange={(next) => onChange({ ...drafts, games: replace(drafts.games, i, next) })}
      missingWinner={drafts.problems?.winner[i] ?? false}
      badScore={drafts.problems?.score[i] ?? [false, false]}
      problems={notesOf(i + 1)}
    />
  ));
}
