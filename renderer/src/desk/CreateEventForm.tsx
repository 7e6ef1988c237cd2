// runtime: dom. Creates an event: name, date, ruleset.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesetIds } from '../../../shared/model/event';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from './use-command';

export function CreateEventForm({ onCreated, onCancel }: { onCreated(id: number): void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [ruleset, setRuleset] = useState<(typeof rulesetIds)[number]>('generic');
  const create = useCommand('event.create');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await create.run({ name, date, ruleset });
    if (r.ok) onCreated(r.value.id);
  }

  return (
    <form className="panel create-event" onSubmit={submit} aria-label={t('event.new')}>
      <h2>{t('event.new')}</h2>
      <ErrorNotice error={create.error} />
      <Field id="event-name" label={t('event.name')} value={name} onChange={(e) => setName(e.target.value)} error={fieldError(create.error, 'name')} autoFocus />
      <Field id="event-date" label={t('event.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} error={fieldError(create.error, 'date')} />
      <label className="field" htmlFor="event-ruleset">
        <span className="field-label">{t('event.ruleset')}</span>
        <select id="event-ruleset" value={ruleset} onChange={(e) => setRuleset(e.target.value as typeof ruleset)}>
          {rulesetIds.map((id) => (
            <option key={id} value={id}>
              {t(`event.rulesets.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={create.busy}>
          {t('event.create')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('event.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
