// runtime: dom. Creates an event: name, date (today unless changed), ruleset, planned rounds, places and
// the organizer's changes to the preset.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useFieldMessage } from './field-messages';
import { PlacesField, placesValue } from './PlacesField';
import { PlannedRoundsField, plannedRoundsValue } from './PlannedRoundsField';
import type { Options } from './ruleset/options-path';
import { RulesetOptions } from './ruleset/RulesetOptions';
import { localToday } from './today';
import { useCommand } from './use-command';

export function CreateEventForm({ onCreated, onCancel }: { onCreated(event: TournamentEvent): void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [date, setDate] = useState(localToday);
  const [planned, setPlanned] = useState('');
  const [places, setPlaces] = useState('');
  const presets = useQuery('ruleset.list', {});
  // The core's list is the one there is; the first is offered until the organizer picks another.
  const [chosen, setChosen] = useState<string | null>(null);
  const ruleset = chosen ?? presets.data?.[0]?.id ?? '';
  const preset = presets.data?.find((p) => p.id === ruleset);
  const [options, setOptions] = useState<Options>({});
  const create = useCommand('event.create');
  const message = useFieldMessage(create.error, ruleset);

  // Each ruleset starts from its own defaults, its planned rounds too where its rules fix them.
  useEffect(() => {
    if (!preset) return;
    setOptions(structuredClone(preset.defaults));
    setPlanned(preset.plannedRounds === null ? '' : String(preset.plannedRounds));
  }, [preset]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await create.run({ name, date, ruleset, options, plannedRounds: plannedRoundsValue(planned), places: placesValue(places) });
    if (r.ok) onCreated(r.value);
  }

  return (
    <form className="panel create-event" onSubmit={submit} aria-label={t('event.new')}>
      <h2>{t('event.new')}</h2>
      <ErrorNotice error={create.error} />
      <Field id="event-name" label={t('event.name')} value={name} onChange={(e) => setName(e.target.value)} error={message('name')} autoFocus />
      <Field id="event-date" label={t('event.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} error={message('date')} />
      <label className="field" htmlFor="event-ruleset">
        <span className="field-label">{t('event.ruleset')}</span>
        <select id="event-ruleset" value={ruleset} onChange={(e) => setChosen(e.target.value)}>
          {(presets.data ?? []).map(({ id }) => (
            <option key={id} value={id}>
              {t(`event.rulesets.${id}`, { defaultValue: id })}
            </option>
          ))}
        </select>
      </label>
      <PlannedRoundsField value={planned} onChange={setPlanned} error={message('plannedRounds')} progress={undefined} />
      <PlacesField value={places} onChange={setPlaces} error={message('places')} />
      <RulesetOptions ruleset={ruleset} options={options} onChange={setOptions} error={create.error} library={preset?.tiebreakerLibrary ?? []} fields={preset?.optionFields ?? []} />
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
