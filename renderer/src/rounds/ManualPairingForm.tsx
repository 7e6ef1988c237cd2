// runtime: dom. A hand-made change: A plays B, or A and B swap seats, with a reason the audit
// keeps. At tables of more than two seats only the swap is offered: "A plays B, their former
// opponents play each other" is a head-to-head move, which the core refuses there. The warnings a
// change causes are shown at once, since this is where a rematch or a favour slips in.
import { useState, type FormEvent } from 'react';
import { scopeOf } from '../divisions/division-scope';
import { useTranslation } from 'react-i18next';
import type { NoteValue } from '../../../shared/model/note';
import type { Round } from '../../../shared/model/round';
import { useQuery } from '../api/use-query';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field, SelectField } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { nameCollator } from '../i18n/format';
import { compareFamilyFirst } from '../../../shared/text/family-name';
import { warningTexts } from './note-text';

export function ManualPairingForm({ round, names }: { round: Round; names: Map<number, string> }) {
  const { t, i18n } = useTranslation();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ mode: 'pair' | 'swap'; warnings: NoteValue[] } | null>(null);
  const pair = useCommand('round.pairManually');
  const event = useQuery('event.get', { id: round.eventId, ...scopeOf(round.divisionId) }, round.eventId).data;
  const swapOnly = (event?.format.seats.max ?? 2) > 2;
  // Only where seat 1 takes the first role: where a call decides it, a swap changes no role.
  const firstRole = event?.format.firstRoleBy === 'seat' ? event.format.roles[0] : undefined;
  const explain = swapOnly
    ? t('rounds.manual.explainSwap')
    : firstRole
      ? t('rounds.manual.explainRoles', { role: t(`rounds.roles.${firstRole}`, { defaultValue: firstRole }) })
      : t('rounds.manual.explain');
  const byName = nameCollator(i18n.language);
  const seated = round.tables.flatMap((tb) => tb.seats).sort((x, y) => compareFamilyFirst(byName, x, y));

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Which button sent the form; Enter in a field sends the first one (pair, or swap where it is
    // the only one).
    const mode = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'swap' ? 'swap' : 'pair';
    const r = await pair.run({ roundId: round.id, version: round.version, entryA: Number(a), entryB: Number(b), mode, reason });
    if (r.ok) {
      setDone({ mode, warnings: r.value.warnings });
      setA('');
      setB('');
      setReason('');
    } else setDone(null);
  }

  const select = (id: string, label: string, value: string, set: (v: string) => void, path: string) => (
    <SelectField id={id} label={label} value={value} onChange={(e) => set(e.target.value)} error={fieldError(pair.error, path)}>
      <option value="">{t('rounds.manual.choose')}</option>
      {seated.map((s) => (
        <option key={s.entryId} value={s.entryId}>
          {s.name}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form className="manual-pairing" onSubmit={submit} aria-label={t('rounds.manual.title')}>
      <h3>{t('rounds.manual.title')}</h3>
      <p className="field-hint">{explain}</p>
      <ErrorNotice error={pair.error} />
      {done && (
        <div className="notice notice-ok" role="status">
          {done.mode === 'swap'
            ? t(done.warnings.length ? 'rounds.manual.doneSwapWarnings' : 'rounds.manual.doneSwap')
            : t(done.warnings.length ? 'rounds.manual.doneWarnings' : 'rounds.manual.done')}
          {done.warnings.length > 0 && (
            <ul>
              {warningTexts(t, done.warnings, names).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="manual-fields">
        {select('manual-a', t('rounds.manual.playerA'), a, setA, 'entryA')}
        {select('manual-b', t('rounds.manual.playerB'), b, setB, 'entryB')}
        <Field id="manual-reason" className="manual-reason" label={t('rounds.manual.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(pair.error, 'reason')} />
      </div>
      <div className="actions">
        {!swapOnly && (
          <button type="submit" value="pair" disabled={pair.busy || !a || !b}>
            {t('rounds.manual.submit')}
          </button>
        )}
        <button type="submit" value="swap" disabled={pair.busy || !a || !b}>
          {t('rounds.manual.swap')}
        </button>
      </div>
    </form>
  );
}
