// runtime: dom. An event's settings after creation: name, date, planned rounds, places, the order
// of players' names and the ruleset options. Once round 1 is published the scoring options are shown but fixed (the core refuses
// them too); the clock and the rest stay editable.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsSafeAfterStart, type OptionField, type TournamentEvent } from '../../../shared/model/event';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useFieldMessage } from './field-messages';
import { PlacesField, placesValue } from './PlacesField';
import { NameOrderField } from './NameOrderField';
import { PlannedRoundsField, plannedRoundsValue } from './PlannedRoundsField';
import { withDefaults, type Options } from './ruleset/options-path';
import { RulesetOptions } from './ruleset/RulesetOptions';
import { useCommand } from './use-command';
import { SubmitOrCancel } from '../components/SubmitOrCancel';

export function EventSettings({ eventId, onClose }: { eventId: number; onClose(): void }) {
  const live = useQuery('event.get', { id: eventId }, eventId);
  const presets = useQuery('ruleset.list', {});
  // The form edits the settings as they were when it opened (or were last saved); a conflict
  // starts it again from what is stored.
  const [base, setBase] = useState<TournamentEvent | undefined>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!base && live.data) setBase(live.data);
  }, [base, live.data]);
  const preset = presets.data?.find((p) => p.id === base?.ruleset);
  if (!base || !live.data || !preset) return <ErrorNotice error={live.error ?? presets.error} />;
  return (
    <SettingsForm
      key={generation}
      base={base}
      live={live.data}
      preset={preset}
      reloaded={generation > 0}
      onClose={onClose}
      onSaved={setBase}
      onConflict={() => {
        setBase(live.data);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

interface FormProps {
  base: TournamentEvent;
  live: TournamentEvent;
  preset: { defaults: Options; tiebreakerLibrary: string[]; optionFields: OptionField[] };
  reloaded: boolean;
  onClose(): void;
  onSaved(event: TournamentEvent): void;
  onConflict(): void;
}

function SettingsForm({ base, live, preset, reloaded, onClose, onSaved, onConflict }: FormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(base.name);
  const [date, setDate] = useState(base.date);
  const [planned, setPlanned] = useState(base.plannedRounds === null ? '' : String(base.plannedRounds));
  const [places, setPlaces] = useState(base.places === null ? '' : String(base.places));
  const [nameOrder, setNameOrder] = useState(base.nameOrder);
  const [options, setOptions] = useState(() => withDefaults(preset.defaults, base.options));
  const [saved, setSaved] = useState(false);
  const update = useCommand('event.update');
  const message = useFieldMessage(update.error, base.ruleset);
  const locked = live.progress.scoringLocked;
  const isLocked = (path: string) => locked && !isSafeAfterStart(path);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const r = await update.run({ id: base.id, version: base.version, name, date, options, plannedRounds: plannedRoundsValue(planned), places: placesValue(places), nameOrder });
    if (r.ok) {
      setSaved(true);
      onSaved(r.value);
    } else if (r.error.code === 'conflict') onConflict();
    // Scoring refused as fixed goes back to what is stored (its fields are disabled now); the
    // message beside each field says why the change did not take.
    else if (locked) setOptions((o) => keepSafeOptions(o, withDefaults(preset.defaults, live.options)));
  }

  return (
    <form className="panel event-settings" onSubmit={submit} aria-label={t('eventSettings.title')}>
      <h2>{t('eventSettings.title')}</h2>
      {reloaded && !update.error && (
        <div className="notice notice-error" role="alert">
          {t('eventSettings.reloaded')}
        </div>
      )}
      <ErrorNotice error={update.error} />
      {saved && !update.error && (
        <div className="notice notice-ok" role="status">
          {t('eventSettings.saved')}
        </div>
      )}
      <Field id="event-name" label={t('event.name')} value={name} onChange={(e) => setName(e.target.value)} error={message('name')} />
      <Field id="event-date" label={t('event.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} error={message('date')} />
      <p className="settings-ruleset">
        <span className="field-label">{t('eventSettings.ruleset')}</span> {t(`event.rulesets.${base.ruleset}`, { defaultValue: base.ruleset })}
      </p>
      <PlannedRoundsField value={planned} onChange={setPlanned} error={message('plannedRounds')} progress={live.progress} />
      <PlacesField value={places} onChange={setPlaces} error={message('places')} />
      <NameOrderField value={nameOrder} onChange={setNameOrder} error={message('nameOrder')} />
      {locked && <p className="notice notice-info">{t('eventSettings.lockedNote')}</p>}
      <RulesetOptions
        ruleset={base.ruleset}
        options={options}
        onChange={setOptions}
        error={update.error}
        library={preset.tiebreakerLibrary}
        fields={preset.optionFields}
        isLocked={isLocked}
        open
      />
      <SubmitOrCancel submit={t('eventSettings.save')} cancel={t('eventSettings.close')} busy={update.busy} onCancel={onClose} />
    </form>
  );
}

const isSafeAfterStart = (path: string) => (optionsSafeAfterStart as readonly string[]).includes(path.split('.')[0]!);

/** The edited options where they may still change, the stored ones elsewhere. */
function keepSafeOptions(edited: Options, stored: Options): Options {
  const keys = new Set([...Object.keys(stored), ...Object.keys(edited)]);
  return Object.fromEntries([...keys].map((k) => [k, isSafeAfterStart(k) ? edited[k] : stored[k]]));
}
