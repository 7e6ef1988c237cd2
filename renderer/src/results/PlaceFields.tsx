// runtime: dom. One game at a table entered by places: a row per seat with its place (1 is first;
// seats that share a place share its number, 1, 1, 3) and its score. Who won is not asked: it
// follows from the places, the way the core reads them.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { mayBeUnplayed, type MatchRules } from './match-model';
import type { PlacesDraft, PlacesProblems } from './places-model';

interface Props {
  index: number;
  table: RoundTable;
  rules: MatchRules;
  draft: PlacesDraft;
  onChange(draft: PlacesDraft): void;
  /** Found when the desk last tried to save; null before. */
  problems: PlacesProblems | null;
  /** The core's refusals of this game, in words. */
  notes: string[];
}

export function PlaceFields({ index, table, rules, draft, onChange, problems, notes }: Props) {
  const { t } = useTranslation();
  const scoreLabel = t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName });
  const game = index + 1;
  const missing = problems?.place[index] ?? [];
  const badScore = problems?.score[index] ?? [];
  const messages = [
    ...(missing.some(Boolean) ? [t('results.problems.place_missing')] : []),
    ...(problems?.order[index] ? [t('results.problems.places_out_of_order')] : []),
    ...(problems?.draw[index] ? [t('results.problems.draw_not_allowed')] : []),
    ...notes,
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
                  <input
                    id={`${id}-score`}
                    aria-label={t('results.pointsOf', { points: scoreLabel, name: s.name })}
                    inputMode="numeric"
                    autoComplete="off"
                    value={draft.scores[i]}
                    aria-invalid={badScore[i] || undefined}
                    aria-describedby={badScore[i] ? `${id}-score-error` : undefined}
                    onChange={(e) => set('scores', i, e.target.value)}
                  />
                  {badScore[i] && (
                    <span className="field-error" id={`${id}-score-error`}>
                      {t('results.required')}
                    </span>
                  )}
                </span>
              </Fragment>
            );
          })}
        </div>
      )}
      {messages.length > 0 && (
        <ul className="game-problems" role="alert">
          {messages.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
