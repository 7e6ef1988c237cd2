// runtime: dom. Edits one player's details with the version read when the form opened, so a change
// made meanwhile at another desk is shown rather than overwritten; and removes a registration that
// has not played, after asking.
import { useState, type FormEvent } from 'react';
import type { Division } from '../../../shared/model/division';
import { useTranslation } from 'react-i18next';
import type { FormOfAddress, Player } from '../../../shared/model/player';
import { FormOfAddressField } from './FormOfAddressField';
import { FamilyNameField } from './FamilyNameField';
import { addressed } from '../i18n/address';
import { fieldError } from '../components/ErrorNotice';
import { Field, SelectField } from '../components/Field';
import { DuplicatePrompt, duplicateMatches } from './DuplicatePrompt';
import { PlayerNotice } from './PlayerNotice';
import { useCommand } from './use-command';
import { SubmitOrCancel } from '../components/SubmitOrCancel';
import { featurePlaceQueue } from '../features/registry';

interface Props {
  player: Player;
  /** The event's divisions: with more than one, the player's may change until they are paired. */
  divisions: readonly Division[];
  onDone(message: string): void;
  onCancel(): void;
}

const formOf = (p: Player) => ({ name: p.name, familyName: p.familyName ?? '', dateOfBirth: p.dateOfBirth ?? '', club: p.club ?? '', contact: p.contact ?? '', formOfAddress: p.formOfAddress ?? ('' as FormOfAddress | '') });

export function EditPlayerForm({ player, divisions, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const placeQueue = featurePlaceQueue();
  const [form, setForm] = useState(() => formOf(player));
  const [version, setVersion] = useState(player.version);
  const [divisionId, setDivisionId] = useState(player.divisionId ?? divisions[0]?.id);
  const [current, setCurrent] = useState<Player | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const update = useCommand('player.update');
  const remove = useCommand('player.remove');
  const matches = duplicateMatches(update.error);
  const set = (k: Exclude<keyof typeof form, 'formOfAddress'>) => (e: { target: { value: string } }) => {
    if (k === 'name' && matches) update.clearError();
    setForm({ ...form, [k]: e.target.value });
  };

  async function save(confirmDuplicate: boolean) {
    const r = await update.run({
      id: player.id,
      version,
      name: form.name,
      familyName: form.familyName || null,
      dateOfBirth: form.dateOfBirth || null,
      club: form.club || null,
      contact: form.contact || null,
      formOfAddress: form.formOfAddress || null,
      ...(confirmDuplicate ? { confirmDuplicate } : {}),
      ...(divisionId !== undefined && divisionId !== (player.divisionId ?? divisions[0]?.id) ? { divisionId } : {}),
    });
    if (r.ok) onDone(t('players.saved', { name: r.value.name }));
    else if (r.error.details?.reason === 'stale') {
      // Show what the other desk saved; saving again (with the version now read) replaces it knowingly.
      const now = r.error.details.current as Player;
      setCurrent(now);
      setVersion(now.version);
      update.clearError();
    }
  }

  async function removeRegistration() {
    const r = await remove.run({ id: player.id, version });
    if (r.ok) onDone(t('players.removed', { name: r.value.name, ...addressed(r.value) }));
    else setConfirmingRemove(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(false);
  }

  const title = t('players.editTitle', { name: player.name });
  return (
    <form className="panel register edit-player" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      {current && (
        <div className="notice notice-warn" role="alert">
          <p>{t('players.stale', { name: player.name })}</p>
          <dl className="current-values">
            {(['name', 'dateOfBirth', 'club', 'contact'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`register.${k}`)}</dt>
                <dd>{current[k] || t('players.none')}</dd>
              </div>
            ))}
            <div>
              <dt>{t('players.staleArrival')}</dt>
              <dd>
                {current.checkInOrder !== null
                  ? t('players.staleCheckedIn', { order: current.checkInOrder })
                  : placeQueue?.placeOf(current) != null
                    ? placeQueue.say('stale', { order: placeQueue.placeOf(current) })
                    : t('players.staleNotIn', addressed(current))}
              </dd>
            </div>
          </dl>
          <p>{t('players.staleAgain')}</p>
        </div>
      )}
      {matches ? (
        <DuplicatePrompt name={form.name} matches={matches} busy={update.busy} onConfirm={() => void save(true)} onCancel={update.clearError} />
      ) : (
        <PlayerNotice error={update.error ?? remove.error} player={player} />
      )}
      <Field id="edit-name" label={t('register.name')} value={form.name} onChange={set('name')} error={fieldError(update.error, 'name')} autoFocus />
      <FamilyNameField id="edit-family" value={form.familyName} onChange={(familyName) => setForm({ ...form, familyName })} error={fieldError(update.error, 'familyName')} />
      <Field id="edit-dob" label={t('register.dateOfBirth')} type="date" value={form.dateOfBirth} onChange={set('dateOfBirth')} error={fieldError(update.error, 'dateOfBirth')} />
      <FormOfAddressField id="edit-address" value={form.formOfAddress} onChange={(formOfAddress) => setForm({ ...form, formOfAddress })} error={fieldError(update.error, 'formOfAddress')} />
      {divisions.length > 1 && (
        <SelectField id="edit-division" label={t('divisions.field')} value={divisionId} onChange={(e) => setDivisionId(Number(e.target.value))} error={fieldError(update.error, 'divisionId')}>
          {divisions.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
      )}
      <Field id="edit-club" label={t('register.club')} value={form.club} onChange={set('club')} error={fieldError(update.error, 'club')} />
      <Field id="edit-contact" label={t('register.contact')} value={form.contact} onChange={set('contact')} error={fieldError(update.error, 'contact')} />
      <SubmitOrCancel submit={t('players.save')} cancel={t('players.cancel')} busy={update.busy} onCancel={onCancel}>
        <span className="spacer" />
        {!confirmingRemove && (
          <button type="button" className="danger" onClick={() => setConfirmingRemove(true)}>
            {t('players.remove')}
          </button>
        )}
      </SubmitOrCancel>
      {confirmingRemove && (
        <div className="notice notice-warn confirm-remove" role="alertdialog" aria-labelledby="remove-question">
          <p id="remove-question">{t('players.removeConfirm', { name: player.name })}</p>
          <div className="actions">
            <button type="button" className="danger" disabled={remove.busy} onClick={() => void removeRegistration()}>
              {t('players.removeYes')}
            </button>
            <button type="button" onClick={() => setConfirmingRemove(false)}>
              {t('players.removeNo')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
