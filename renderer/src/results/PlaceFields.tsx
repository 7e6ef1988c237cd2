// runtime: dom. One game at a table entered by places: a row per seat with its place (1 is first;
// seats that share a place share its number, 1, 1, 3) and its score. Who won is not asked: it
// follows from the places, the way the core reads them.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { mayBeUnplayed, type MatchRules } from './match-model';
import type { PlacesDraft, PlacesProblems } from './places-model';
import { GameProblems } from './GameProblems';
import { ScoreInput } from './ScoreInput';

interface Props {
  index: number;
  table: RoundTable;
  rules: MatchRules;
  draft: PlacesDraft;
  onChange(draft: PlacesDraft): void;
  /** Found here when the desk last tried to save; null before. */
  found: PlacesProblems | null;
  /** The core's refusals of this game, in words. */
  problems: string[];
}

export function PlaceFields({ index, table, rules, draft, onChange, found, problems }: Props) {
  const { t } = useTranslation();
  const scoreLabel = t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName });
  const game = index + 1;
  const missing = found?.place[index] ?? [];
  const badScore = found?.score[index] ?? [];
  const messages = [
    ...(missing.some(Boolean) ? [t('results.problems.place_missing')] : []),
    ...(found?.order[index] ? [t('results.problems.places_out_of_order')] : []),
    ...(found?.draw[index] ? [t('results.problems.draw_not_allowed')] : []),
    ...problems,
  ];
  const set = (key: 'places' | 'scores', seat: number, value: string) => onChange({ ...draft, [key]: draft[key].map((x, j) => (j === seat ? value : x)) });

  return (
    <fieldset className={`game game-places ${messages.length ? 'game-bad' : ''}`} aria-label={t('results.game', { game })}>
      <legend>{t('results.game', { game })}</legend>
      {mayBeUnplayed(index, rules) && (
        <label className="check">
          <input type="checkbox" checked={!draft.played} onChange={(e) => onChange({ ...draft, played: !e.target.checked })} /> {t('results.notPlayed')}
        </label>
      )}
      {draft.played && (
        <div className="place-rows">
          <span className="field-label">{t('results.player')}</span>
          <span className="field-label">{t('results.place')}</span>
          <span className="field-label">{scoreLabel}</span>
          {table.seats.map((s, i) => {
            const id = `game-${game}-seat-${i + 1}`;
            return (
              <Fragment key={s.entryId}>
                <label className="place-name" htmlFor={`${id}-place`}>
                  {s.name}
                </label>
                <select id={`${id}-place`} aria-label={t('results.placeOf', { name: s.name })} value={draft.places[i]} aria-invalid={missing[i] || undefined} onChange={(e) => set('places', i, e.target.value)}>
                  <option value="">{t('results.noPlace')}</option>
                  {table.seats.map((_, p) => (
                    <option key={p} value={p + 1}>
                      {p + 1}
                    </option>
                  ))}
                </select>
                <span className="place-score">
                  <ScoreInput id={`${id}-score`} label={t('results.pointsOf', { points: scoreLabel, name: s.name })} value={draft.scores[i]!} bad={badScore[i] ?? false} onChange={(v) => set('scores', i, v)} />
                </span>
              </Fragment>
            );
          })}
        </div>
      )}
      <GameProblems messages={messages} />
    </fieldset>
  );
}
