// runtime: dom. A table's penalties at the results desk (the feature's table panel, where the
// ruleset has a catalog): record
// an offence from the referee's list for a player in a game the match has reached or can still
// reach, and read per game and player each penalty the core's escalation gave and where the counts
// stand; take one back, with a reason.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PenaltyCatalog } from '../../../../shared/features/penalties/model';
import type { RoundTable } from '../../../../shared/model/round';
import { ErrorNotice, fieldError } from '../../components/ErrorNotice';
import { Field, SelectField } from '../../components/Field';
import { useCommand } from '../../desk/use-command';
import type { MatchRules } from '../../results/match-model';
import { useFeatureText } from '../text';
import { penaltiesTexts } from './catalog';
import { penaltiesIn, penaltyGames } from './penalty-model';
import { countsText, offenceText, penaltyText } from './penalty-text';

interface Props {
  table: RoundTable;
  catalog: PenaltyCatalog;
  rules: MatchRules;
}

export function PenaltiesPanel({ table, catalog, rules }: Props) {
  const { t } = useTranslation();
  const text = useFeatureText(penaltiesTexts);
  const seats = table.seats.slice(0, 2);
  const [entryId, setEntryId] = useState(String(seats[0]?.entryId ?? ''));
  const [game, setGame] = useState('1');
  const [offence, setOffence] = useState(catalog.offences[0]?.id ?? '');
  const record = useCommand('penalty.record');
  const remove = useCommand('penalty.remove');
  const [takingBack, setTakingBack] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const offered = penaltyGames(table, rules);
  // A game chosen before the match was decided short of it is no longer offered: the last one is.
  const chosen = offered.includes(Number(game)) ? game : String(offered.at(-1));
  const numbers = Array.from({ length: rules.games }, (_, i) => i + 1);
  const shown = numbers.filter((g) => seats.some((s) => penaltiesIn(table, s.entryId, g).length > 0));

  async function submit(e: FormEvent) {
    e.preventDefault();
    await record.run({ tableId: table.id, version: table.version, entryId: Number(entryId), game: Number(chosen), offence });
  }

  async function takeBack(e: FormEvent) {
    e.preventDefault();
    if (takingBack === null) return;
    const r = await remove.run({ tableId: table.id, version: table.version, index: takingBack, reason });
    if (r.ok) {
      setTakingBack(null);
      setReason('');
    }
  }

  return (
    <section className="penalties" aria-label={text('title')}>
      <h3>{text('title')}</h3>
      <form className="penalty-form" onSubmit={submit} aria-label={text('record')}>
        <SelectField id="penalty-player" label={text('player')} value={entryId} onChange={(e) => setEntryId(e.target.value)}>
          {seats.map((s) => (
            <option key={s.entryId} value={s.entryId}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="penalty-game" label={text('game')} value={chosen} onChange={(e) => setGame(e.target.value)}>
          {offered.map((n) => (
            <option key={n} value={n}>
              {t('results.game', { game: n })}
            </option>
          ))}
        </SelectField>
        <SelectField id="penalty-offence" className="penalty-offence" label={text('offence')} value={offence} onChange={(e) => setOffence(e.target.value)}>
          {catalog.offences.map((o) => (
            <option key={o.id} value={o.id}>
              {offenceText(t, o.id)}
            </option>
          ))}
        </SelectField>
        <div className="actions">
          <button type="submit" disabled={record.busy}>
            {text('record')}
          </button>
        </div>
      </form>
      <ErrorNotice error={record.error} />
      {shown.length === 0 ? (
        <p className="field-hint">{text('none')}</p>
      ) : (
        <table className="penalty-table">
          <thead>
            <tr>
              <th scope="col">{text('game')}</th>
              {seats.map((s) => (
                <th scope="col" key={s.entryId}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((g) => (
              <tr key={g} data-game={g}>
                <th scope="row">{t('results.game', { game: g })}</th>
                {seats.map((s) => {
                  const given = penaltiesIn(table, s.entryId, g);
                  return (
                    <td key={s.entryId} data-entry={s.entryId}>
                      <ol className="penalty-list">
                        {given.map((p, i) => {
                          const index = (table.penalties ?? []).indexOf(p);
                          return (
                            <li key={i} className={p.penalty === 'forfeit_game' || p.penalty === 'forfeit_match' ? 'penalty-forfeit' : undefined}>
                              <span className="penalty-rule">{p.offence}</span> {penaltyText(text, p, catalog)}{' '}
                              <button type="button" className="small penalty-take-back" aria-label={text('takeBackLabel', { number: index + 1 })} onClick={() => setTakingBack(index)}>
                                {text('takeBack')}
                              </button>
                            </li>
                          );
                        })}
                      </ol>
                      {given.length > 0 && <p className="penalty-counts">{countsText(text, given)}</p>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {takingBack !== null && (
        <form className="penalty-take-back-form" onSubmit={takeBack} aria-label={text('takeBackLabel', { number: takingBack + 1 })}>
          <Field id="penalty-reason" label={text('reason')} value={reason} autoFocus onChange={(e) => setReason(e.target.value)} error={fieldError(remove.error, 'reason')} />
          <div className="actions">
            <button type="submit" disabled={remove.busy}>
              {text('takeBack')}
            </button>
            <button type="button" onClick={() => setTakingBack(null)}>
              {t('results.cancel')}
            </button>
          </div>
          <ErrorNotice error={remove.error} />
        </form>
      )}
    </section>
  );
}
