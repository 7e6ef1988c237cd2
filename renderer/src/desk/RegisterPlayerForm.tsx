// runtime: dom. Registers a player (a walk-in or a pre-registration typed in), into the division
// the desk chose (proposed from the date of birth) when the event has several. A name already in
// the event is registered only once the desk says it is another person.
import { useRef, useState, type FormEvent } from 'react';
import type { Division } from '../../../shared/model/division';
import { DivisionField } from '../divisions/DivisionField';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { DuplicatePrompt, duplicateMatches } from './DuplicatePrompt';
import { FormOfAddressField } from './FormOfAddressField';
import { FamilyNameField } from './FamilyNameField';
import type { FormOfAddress } from '../../../shared/model/player';
import { addressed } from '../i18n/address';
import { useCommand } from './use-command';

const blank = { name: '', familyName: '', dateOfBirth: '', club: '', contact: '', formOfAddress: '' as FormOfAddress | '' };

export function RegisterPlayerForm({ eventId, divisions }: { eventId: number; divisions: readonly Division[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(blank);
  const [divisionId, setDivisionId] = useState<number | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const register = useCommand('player.register');
  const nameRef = useRef<HTMLInputElement>(null);
  const matches = duplicateMatches(register.error);
  const set = (k: Exclude<keyof typeof blank, 'formOfAddress'>) => (e: { target: { value: string } }) => {
    // The question was about the name as it was sent; a new name is asked about anew.
    if (k === 'name' && matches) register.clearError();
    setForm({ ...form, [k]: e.target.value });
  };

  async function send(confirmDuplicate: boolean) {
    const r = await register.run({
      eventId,
      name: form.name,
      ...(form.familyName ? { familyName: form.familyName } : {}),
      ...(form.dateOfBirth ? { dateOfBirth: form.dateOfBirth } : {}),
      ...(form.club ? { club: form.club } : {}),
      ...(form.contact ? { contact: form.contact } : {}),
      ...(form.formOfAddress ? { formOfAddress: form.formOfAddress } : {}),
      ...(confirmDuplicate ? { confirmDuplicate } : {}),
      ...(divisions.length > 1 && divisionId !== undefined ? { divisionId } : {}),
    });
    if (r.ok) {
      const division = divisions.length > 1 ? divisions.find((d) => d.id === r.value.divisionId) : undefined;
      const about = { name: r.value.name, ...addressed(r.value) };
      setDone(division ? t('register.doneIn', { ...about, division: division.name }) : t('register.done', about));
      setForm(blank);
      nameRef.current?.focus();
    } else setDone(null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void send(false);
  }

  function goBack() {
    register.clearError();
    nameRef.current?.focus();
  }

  return (
    <form className="panel register" onSubmit={submit} aria-label={t('register.title')}>
      <h2>{t('register.title')}</h2>
      {matches ? (
        <DuplicatePrompt name={form.name} matches={matches} busy={register.busy} onConfirm={() => void send(true)} onCancel={goBack} />
      ) : (
        <ErrorNotice error={register.error} />
      )}
      {done && (
        <div className="notice notice-ok" role="status">
          {done}
        </div>
      )}
      <Field id="player-name" ref={nameRef} label={t('register.name')} value={form.name} onChange={set('name')} error={fieldError(register.error, 'name')} />
      <FamilyNameField id="player-family" value={form.familyName} onChange={(familyName) => setForm({ ...form, familyName })} error={fieldError(register.error, 'familyName')} />
      <Field id="player-dob" label={t('register.dateOfBirth')} type="date" value={form.dateOfBirth} onChange={set('dateOfBirth')} error={fieldError(register.error, 'dateOfBirth')} />
      <FormOfAddressField id="player-address" value={form.formOfAddress} onChange={(formOfAddress) => setForm({ ...form, formOfAddress })} error={fieldError(register.error, 'formOfAddress')} />
      <DivisionField eventId={eventId} divisions={divisions} dateOfBirth={form.dateOfBirth} value={divisionId} onChange={setDivisionId} error={fieldError(register.error, 'divisionId')} />
      <Field id="player-club" label={t('register.club')} value={form.club} onChange={set('club')} error={fieldError(register.error, 'club')} />
      <Field id="player-contact" label={t('register.contact')} value={form.contact} onChange={set('contact')} error={fieldError(register.error, 'contact')} />
      <div className="actions">
        <button type="submit" className="primary" disabled={register.busy}>
          {t('register.submit')}
        </button>
      </div>
    </form>
  );
}
