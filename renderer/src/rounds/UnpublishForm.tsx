// runtime: dom. Takes a published round back to a draft after the judge confirms and says why:
// players lose their tables until it is published again, and its clock starts over.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { SubmitOrCancel } from '../components/SubmitOrCancel';

export function UnpublishForm({ round, onCancel }: { round: Round; onCancel(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const unpublish = useCommand('round.unpublish');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await unpublish.run({ roundId: round.id, version: round.version, reason });
    if (r.ok) onCancel();
  }

  const title = t('rounds.unpublish.title', { number: round.number });
  return (
    <form className="unpublish-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} aria-label={title}>
      <h3>{title}</h3>
      <p>{t('rounds.unpublish.explain')}</p>
      <ErrorNotice error={unpublish.error} />
      <Field id="unpublish-reason" label={t('rounds.unpublish.reason')} value={reason} autoFocus onChange={(e) => setReason(e.target.value)} error={fieldError(unpublish.error, 'reason')} />
      <SubmitOrCancel submit={t('rounds.unpublish.submit')} cancel={t('rounds.unpublish.cancel')} busy={unpublish.busy} onCancel={onCancel} />
    </form>
  );
}
