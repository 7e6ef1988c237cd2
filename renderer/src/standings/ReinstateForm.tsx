// runtime: dom. Takes back a drop or a Declaration of Forfeiture, with a reason for the audit,
// until a round after the drop is published.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../shared/model/entry';
import { fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { DraftRefusal } from './DraftRefusal';
import { SubmitOrCancel } from '../components/SubmitOrCancel';

export function ReinstateForm({ entry, onDone, onCancel }: { entry: Entry; onDone(message: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reinstate = useCommand('entry.reinstate');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await reinstate.run({ entryId: entry.id, version: entry.version, reason });
    if (r.ok) onDone(t('standings.reinstateDone', { name: r.value.name }));
  }

  const title = t('standings.reinstateTitle', { name: entry.name });
  return (
    <form className="drop-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} aria-label={title}>
      <h3>{title}</h3>
      <p className="field-hint">{t(entry.noShow ? 'standings.noShow.reinstateExplain' : entry.disqualification ? 'standings.disqualification.reinstateExplain' : entry.forfeited ? 'standings.reinstateExplainForfeit' : 'standings.reinstateExplain', { name: entry.name, reason: entry.dropReason ?? '' })}</p>
      <DraftRefusal error={reinstate.error} />
      <Field id="reinstate-reason" label={t('standings.reinstateReason')} value={reason} autoFocus onChange={(e) => setReason(e.target.value)} error={fieldError(reinstate.error, 'reason')} />
      <SubmitOrCancel submit={t('standings.reinstateSubmit')} cancel={t('standings.cancel')} busy={reinstate.busy} onCancel={onCancel} />
    </form>
  );
}
