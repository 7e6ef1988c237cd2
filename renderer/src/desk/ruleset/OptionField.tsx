// runtime: dom. One ruleset option as a labelled input, with the core's message for its path.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { Field } from '../../components/Field';
import { useFieldMessage } from '../field-messages';
import { getOption, numberOrText, setOption, type Options } from './options-path';

export interface OptionProps {
  path: string;
  options: Options;
  onChange(next: Options): void;
  error: AppError | undefined;
  ruleset: string;
  /** An option that may no longer change (scoring, once round 1 is published) is shown, disabled. */
  isLocked?: (path: string) => boolean;
}

/** The sentence beside an option the core refused. */
export function useOptionError(error: AppError | undefined, ruleset: string, path: string): string | undefined {
  return useFieldMessage(error, ruleset)(`options.${path}`);
}

export function NumberOption({ path, options, onChange, error, ruleset, isLocked }: OptionProps) {
  const { t } = useTranslation();
  const value = getOption(options, path);
  return (
    <Field
      id={`option-${path}`}
      label={t(`event.options.${path}`, { defaultValue: path })}
      type="number"
      inputMode="numeric"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(setOption(options, path, numberOrText(e.target.value)))}
      disabled={isLocked?.(path)}
      error={useOptionError(error, ruleset, path)}
    />
  );
}

export function ChoiceOption({ path, options, onChange, error, ruleset, isLocked, choices, wide }: OptionProps & { choices: readonly string[]; wide?: boolean }) {
  const { t } = useTranslation();
  const message = useOptionError(error, ruleset, path);
  const value = getOption(options, path);
  // A choice of numbers (Attacktix's point level) goes back as a number, as the schema takes it.
  const chosen = (text: string) => (typeof value === 'number' ? Number(text) : text);
  return (
    <label className={wide ? 'field wide' : 'field'} htmlFor={`option-${path}`}>
      <span className="field-label">{t(`event.options.${path}`, { defaultValue: path })}</span>
      <select id={`option-${path}`} disabled={isLocked?.(path)} value={String(value)} onChange={(e) => onChange(setOption(options, path, chosen(e.target.value)))}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(`event.choices.${path}.${c}`, { defaultValue: c })}
          </option>
        ))}
      </select>
      {message && <span className="field-error">{message}</span>}
    </label>
  );
}

export function CheckOption({ path, options, onChange, error, ruleset, isLocked }: OptionProps) {
  const { t } = useTranslation();
  const message = useOptionError(error, ruleset, path);
  return (
    <label className="check" htmlFor={`option-${path}`}>
      <input id={`option-${path}`} type="checkbox" disabled={isLocked?.(path)} checked={getOption(options, path) === true} onChange={(e) => onChange(setOption(options, path, e.target.checked))} />
      {t(`event.options.${path}`, { defaultValue: path })}
      {message && <span className="field-error">{message}</span>}
    </label>
  );
}
