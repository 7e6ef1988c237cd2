// runtime: dom. Adds a division, or changes one: its name and the ruleset options it plays (a
// point level, an age class, its format), starting from the event's. Options left as the event's
// keep following the event's settings.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division } from '../../../shared/model/division';
import type { OptionField, TournamentEvent } from '../../../shared/model/event';
import { ErrorNotice } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { SubmitOrCancel } from '../components/SubmitOrCancel';
import { useFieldMessage } from '../desk/field-messages';
import { withDefaults, type Options } from '../desk/ruleset/options-path';
import { RulesetOptions } from '../desk/ruleset/RulesetOptions';
import { useCommand } from '../desk/use-command';

interface Props {
  event: TournamentEvent;
  /** The division changed; absent: a new one. */
  division?: Division;
  preset: { defaults: Options; tiebreakerLibrary: string[]; optionFields: OptionField[] };
  onDone(division: Division): void;
  onCancel(): void;
}

export function DivisionForm({ event, division, preset, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const eventOptions = withDefaults(preset.defaults, event.options);
  const [name, setName] = useState(division?.name ?? '');
  const [options, setOptions] = useState(() => withDefaults(preset.defaults, division?.options ?? event.options));
  const create = useCommand('division.create');
  const update = useCommand('division.update');
  const error = create.error ?? update.error;
  const message = useFieldMessage(error, event.ruleset);
  const locked = (division?.entries ?? 0) > 0;
  // The core stores options equal to the event's as the event's (the division then follows its
  // settings); the hint says which it will be.
  const own = JSON.stringify(options) !== JSON.stringify(eventOptions);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = division
      ? await update.run({ id: division.id, version: division.version, name, ...(locked ? {} : { options }) })
      : await create.run({ eventId: event.id, name, options });
    if (r.ok) onDone(r.value);
  }

  return (
    <form className="panel division-form" onSubmit={submit} aria-label={division ? t('divisions.editTitle', { name: division.name }) : t('divisions.addTitle')}>
      <h3>{division ? t('divisions.editTitle', { name: division.name }) : t('divisions.addTitle')}</h3>
      <ErrorNotice error={error} />
      <Field id="division-name" label={t('divisions.name')} value={name} onChange={(e) => setName(e.target.value)} error={message('name')} autoFocus />
      {locked ? (
        <p className="notice notice-info">{t('divisions.optionsLocked')}</p>
      ) : (
        <>
          <p className="field-hint">{own ? t('divisions.ownOptions') : t('divisions.eventOptions')}</p>
          <RulesetOptions ruleset={event.ruleset} options={options} onChange={setOptions} error={error} library={preset.tiebreakerLibrary} fields={preset.optionFields} open />
        </>
      )}
      <SubmitOrCancel submit={division ? t('divisions.save') : t('divisions.add')} cancel={t('divisions.cancel')} busy={create.busy || update.busy} onCancel={onCancel} />
    </form>
  );
}
