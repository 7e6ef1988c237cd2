// runtime: dom. The organizer's changes to a ruleset preset for one event (digest: every ruleset
// is a preset the organizer may change per event). The fields come from the core (read from the
// ruleset's options schema), so no ruleset is named here; the tiebreaker picker shows when the
// ruleset offers a library.
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../../shared/contract/errors';
import { CheckOption, ChoiceOption, NumberOption } from './OptionField';
import type { OptionField } from '../../../../shared/model/event';
import type { Options } from './options-path';
import { TiebreakerPicker } from './TiebreakerPicker';

interface Props {
  ruleset: string;
  options: Options;
  onChange(next: Options): void;
  error: AppError | undefined;
  library: string[];
  fields: OptionField[];
  isLocked?: (path: string) => boolean;
  /** Shown unfolded (the settings panel) rather than folded away (a new event). */
  open?: boolean;
}

/** A choice whose longest label is longer than this many characters takes the grid's whole row,
 * so the selected label is read whole rather than cut at half the form's width. */
const WIDE_CHOICE = 24;

export function RulesetOptions({ library, fields, open, ...props }: Props) {
  const { t } = useTranslation();
  // A refused option must be seen: its message would otherwise hide in the folded section.
  const refused = ((props.error?.details?.fields ?? []) as FieldIssue[]).some((f) => f.path.startsWith('options.'));
  return (
    <details className="ruleset-options" open={open || refused ? true : undefined}>
      <summary>{t('event.optionsTitle')}</summary>
      <div className="option-grid">
        {fields.map((f) =>
          f.kind === 'number' ? (
            <NumberOption key={f.path} path={f.path} {...props} />
          ) : f.kind === 'check' ? (
            <CheckOption key={f.path} path={f.path} {...props} />
          ) : (
            <ChoiceOption key={f.path} path={f.path} choices={f.choices ?? []} wide={(f.choices ?? []).some((c) => t(`event.choices.${f.path}.${c}`, { defaultValue: c }).length > WIDE_CHOICE)} {...props} />
          ),
        )}
      </div>
      {library.length > 0 && <TiebreakerPicker library={library} {...props} />}
    </details>
  );
}
