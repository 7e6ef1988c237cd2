// runtime: dom. Drop a player after the current round, with a reason; the judge alone may record
// it as a Declaration of Forfeiture where the ruleset has one (Netrunner Floor 1, 10), and a player who never came is
// recorded as a no-show. For an entry that has dropped, the same place takes the drop back.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../shared/model/entry';
import { fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { DraftRefusal } from './DraftRefusal';
import { ReinstateForm } from './ReinstateForm';
import { SubmitOrCancel } from '../components/SubmitOrCancel';

interface Props {
  entry: Entry;
  /** The ruleset has the judge's Declaration of Forfeiture (Netrunner Floor 10). */
  forfeiture: boolean;
  onDone(message: string): void;
  onCancel(): void;
}

export function DropForm(props: Props) {
  return props.entry.droppedAfterRound === null ? <DropEntryForm {...props} /> : <ReinstateForm {...props} />;
}

function DropEntryForm({ entry, forfeiture, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [forfeit, setForfeit] = useState(false);
  const [noShow, setNoShow] = useState(false);
  const drop = useCommand('entry.drop');

  const noShowError = fieldError(drop.error, 'noShow');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await drop.run({ entryId: entry.id, version: entry.version, reason, forfeit, noShow });
    // Where leaving disqualifies (Catan 1.21) the core says so in the entry it returns.
    if (r.ok) onDone(t(r.value.noShow ? 'standings.noShow.done' : r.value.disqualification ? 'standings.disqualification.leftDone' : 'standings.dropDone', { name: r.value.name }));
  }

  return (
    <form className="drop-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} aria-label={t('standings.dropTitle', { name: entry.name })}>
      <h3>{t('standings.dropTitle', { name: entry.name })}</h3>
      <DraftRefusal error={drop.error} />
      <Field id="drop-reason" label={t('standings.dropReason')} value={reason} autoFocus onChange={(e) => setReason(e.target.value)} error={fieldError(drop.error, 'reason')} />
      {forfeiture && (
        <label className="check" htmlFor="drop-forfeit">
          <input id="drop-forfeit" type="checkbox" checked={forfeit} onChange={(e) => setForfeit(e.target.checked)} /> {t('standings.forfeit')}
        </label>
      )}
      <label className="check" htmlFor="drop-no-show">
        <input id="drop-no-show" type="checkbox" checked={noShow} onChange={(e) => setNoShow(e.target.checked)} aria-invalid={noShowError ? true : undefined} aria-describedby={noShowError ? 'drop-no-show-error' : undefined} />{' '}
        {t('standings.noShow.box')}
      </label>
      {noShowError && (
        <span className="field-error" id="drop-no-show-error">
          {noShowError}
        </span>
      )}
      <SubmitOrCancel submit={t('standings.dropSubmit')} cancel={t('standings.cancel')} busy={drop.busy} onCancel={onCancel} />
    </form>
  );
}
