// runtime: dom. Figure inspection at the desk (Attacktix 2.2.4): the figure, its measured and
// standard weight, who asked for it when an opponent did, and a note; the core judges the weight
// and keeps the result. The player's inspections are listed under the form, a disqualified figure
// said in words and marked in red.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureText } from '../text';
import { squadsTexts } from './texts';
import type { Player } from '../../../../shared/model/player';
import type { Inspection } from '../../../../shared/features/squads/model';
import { useQuery } from '../../api/use-query';
import { ErrorNotice, fieldError } from '../../components/ErrorNotice';
import { Field, SelectField } from '../../components/Field';
import { formatFixed2 } from '../../i18n/format';
import { useCommand } from '../../desk/use-command';
import './squad.css';

/** A weight as typed: a comma works as the decimal point; empty is no number. */
const grams = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** Players an opponent's request is picked from: enough for any event's desk to choose in. */
const askersShown = 500;

const emptyForm = { figure: '', measured: '', standard: '', requestedBy: '', note: '' };

export function InspectionPanel({ player }: { player: Player }) {
  const { t, i18n } = useTranslation();
  const text = useFeatureText(squadsTexts);
  // Grams over the standard with their sign: "+0.31 g", "−7.00 g".
  const overText = (grams: number) => t('units.grams', { grams: formatFixed2(grams, i18n.language, true) });
  const [form, setForm] = useState(emptyForm);
  const [done, setDone] = useState<Inspection | null>(null);
  const record = useCommand('inspection.record');
  const list = useQuery('inspection.list', { eventId: player.eventId, playerId: player.id });
  const others = (useQuery('player.list', { eventId: player.eventId, limit: askersShown }).data ?? []).filter((p) => p.id !== player.id);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const r = await record.run({
      playerId: player.id,
      figure: form.figure,
      measuredGrams: grams(form.measured),
      standardGrams: grams(form.standard),
      ...(form.note.trim() ? { note: form.note } : {}),
      ...(form.requestedBy ? { requestedBy: Number(form.requestedBy) } : {}),
    });
    if (r.ok) {
      setDone(r.value);
      setForm(emptyForm);
    }
  }

  const title = text('inspection.title', { name: player.name });
  const rows = list.data ?? [];
  return (
    <section className="panel inspection" aria-label={title}>
      <h2>{title}</h2>
      <form onSubmit={submit} aria-label={text('inspection.formTitle')}>
        <ErrorNotice error={record.error} />
        {done && !record.error && (
          <div className={`notice ${done.result === 'passes' ? 'notice-ok' : 'notice-error'}`} role="status">
            {text(`inspection.done.${done.result}`, { figure: done.figure, over: overText(done.overGrams) })}
          </div>
        )}
        <Field id="inspect-figure" label={text('inspection.figure')} value={form.figure} onChange={set('figure')} error={fieldError(record.error, 'figure')} maxLength={80} />
        <div className="inspection-weights">
          <Field id="inspect-measured" label={text('inspection.measured')} inputMode="decimal" value={form.measured} onChange={set('measured')} error={fieldError(record.error, 'measuredGrams')} />
          <Field id="inspect-standard" label={text('inspection.standard')} inputMode="decimal" value={form.standard} onChange={set('standard')} error={fieldError(record.error, 'standardGrams')} />
        </div>
        <SelectField id="inspect-requested" label={text('inspection.requestedBy')} value={form.requestedBy} onChange={set('requestedBy')} error={fieldError(record.error, 'requestedBy')}>
          <option value="">{text('inspection.requestedByNobody')}</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <Field id="inspect-note" label={text('inspection.note')} value={form.note} onChange={set('note')} error={fieldError(record.error, 'note')} maxLength={500} />
        <div className="actions">
          <button type="submit" className="primary" disabled={record.busy}>
            {text('inspection.record')}
          </button>
        </div>
      </form>
      <ErrorNotice error={list.error} />
      {rows.length === 0 ? (
        <p className="empty">{text('inspection.none')}</p>
      ) : (
        <table className="inspection-list" aria-label={text('inspection.listTitle', { name: player.name })}>
          <thead>
            <tr>
              <th scope="col">{text('inspection.figure')}</th>
              <th scope="col" className="num">{text('inspection.weight')}</th>
              <th scope="col" className="num">{text('inspection.over')}</th>
              <th scope="col">{text('inspection.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => (
              <tr key={i.id} data-result={i.result}>
                <td>
                  <span className="strong">{i.figure}</span>
                  {i.requestedBy && <span className="inspection-meta">{text('inspection.askedBy', { name: i.requestedBy.name })}</span>}
                  {i.note && <span className="inspection-meta">{i.note}</span>}
                </td>
                <td className="num">{text('inspection.weightOf', { measured: formatFixed2(i.measuredGrams, i18n.language), standard: formatFixed2(i.standardGrams, i18n.language) })}</td>
                <td className="num">{overText(i.overGrams)}</td>
                <td>
                  <span className={`badge ${i.result === 'passes' ? 'badge-in' : 'badge-out'}`}>{text(`inspection.results.${i.result}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
