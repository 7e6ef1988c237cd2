// runtime: dom. One game of a match: who won (keys 1, 2, U, D) and each player's points. The
// roles are shown, not chosen: in Netrunner they follow from the seat and the game (2.1); where a
// call decides game 1's first move, who moves first follows from the call and the game (4.1.8.3).
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { firstMoverIn, type CallWinner } from './first-move';
import type { GameDraft, MatchRules, Winner } from './match-model';
import { mayBeUnplayed, roleOf } from './match-model';
import { GameProblems } from './GameProblems';
import { ScoreInput } from './ScoreInput';

interface Props {
  index: number;
  table: RoundTable;
  rules: MatchRules;
  draft: GameDraft;
  /** Who won the call, where one decides game 1's first move. */
  call: CallWinner;
  /** A game after the one that decided the match: it was not played, and nothing else is offered. */
  afterDecision: boolean;
  onChange(draft: GameDraft): void;
  missingWinner: boolean;
  badScore: boolean[];
  problems: string[];
}

const hotkeys: Record<string, Winner> = { '1': '1', '2': '2', u: 'u', d: 'd', n: 'skip' };
/** The same keys by their place on the keyboard, so they work in any layout (with a Cyrillic
 * layout on, the U key types "г"). */
const hotkeyPlaces: Record<string, Winner> = { KeyU: 'u', KeyD: 'd', KeyN: 'skip' };

export function GameFields({ index, table, rules, draft, call, afterDecision, onChange, missingWinner, badScore, problems }: Props) {
  const { t } = useTranslation();
  const scoreLabel = t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName });
  const game = index + 1;
  const group = `game-${game}-winner`;
  const seatLabel = (position: number) => {
    const name = table.seats[position - 1]?.name ?? '';
    const role = rules.roleByCall ? null : roleOf(table, position, index, rules);
    return role ? t('results.roleOf', { name, role: t(`rounds.roles.${role}`, { defaultValue: role }) }) : name;
  };
  const choices: [Winner, string][] = afterDecision ? [['skip', t('results.notPlayed')]] : [
    ['1', seatLabel(1)],
    ['2', seatLabel(2)],
    ...(rules.drawsAllowed ? ([['d', t('results.draw')]] as [Winner, string][]) : []),
    ['u', t('results.unfinished')],
    ...(mayBeUnplayed(index, rules) ? ([['skip', t('results.notPlayed')]] as [Winner, string][]) : []),
  ];

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if (!(e.target instanceof HTMLInputElement) || e.target.type !== 'radio') return;
    const pick = hotkeys[e.key.toLowerCase()] ?? hotkeyPlaces[e.code];
    if (!pick || !choices.some(([w]) => w === pick)) return;
    e.preventDefault();
    onChange({ ...draft, winner: pick });
    e.currentTarget.querySelector<HTMLInputElement>(`input[value="${pick}"]`)?.focus();
  }

  return (
    <fieldset className={`game ${problems.length || missingWinner ? 'game-bad' : ''}`} aria-label={t('results.game', { game })}>
      <legend>{t('results.game', { game })}</legend>
      {rules.roleByCall && call !== '' && (
        <p className="moves-first">{t('results.call.movesFirst', { game, name: table.seats[Number(firstMoverIn(call, index)) - 1]?.name ?? '' })}</p>
      )}
      <div className="winner" role="radiogroup" aria-label={t('results.winner')} onKeyDown={onKey}>
        <span className="field-label">{t('results.winner')}</span>
        {choices.map(([value, label]) => (
          <label key={value} className={`choice ${draft.winner === value ? 'chosen' : ''}`}>
            <input
              type="radio"
              name={group}
              value={value}
              checked={draft.winner === value}
              onChange={() => onChange({ ...draft, winner: value })}
            />
            <kbd>{value === 'skip' ? 'N' : value.toUpperCase()}</kbd> {label}
          </label>
        ))}
        {missingWinner && <span className="field-error">{t('results.chooseWinner')}</span>}
      </div>
      {draft.winner !== 'skip' && (
        <div className="scores" role="group" aria-label={scoreLabel}>
          <span className="field-label scores-title">{scoreLabel}</span>
          {[0, 1].map((i) => {
            const id = `game-${game}-score-${i + 1}`;
            return (
              <label key={id} className="field" htmlFor={id}>
                <span className="seat-label">{table.seats[i]?.name ?? ''}</span>
                <ScoreInput
                  id={id}
                  label={t('results.pointsOf', { points: scoreLabel, name: table.seats[i]?.name ?? '' })}
                  value={draft.scores[i] ?? ''}
                  bad={badScore[i] ?? false}
                  onChange={(v) => onChange({ ...draft, scores: (i === 0 ? [v, draft.scores[1]] : [draft.scores[0], v]) as [string, string] })}
                />
              </label>
            );
          })}
        </div>
      )}
      <GameProblems messages={problems} />
    </fieldset>
  );
}
