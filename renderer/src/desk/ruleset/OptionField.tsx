// runtime: dom. One ruleset option as a labelled input, with the core's message for its path.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { fieldError } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { getOption, numberOrText, setOption, type Options } from './options-path';

export interface OptionProps {
  path: string;
  options: Options;
  onChange(next: Options): void;
  error: AppError | undefined;
}

/** The core's message for an option, translated when it is one of the engine's codes. */
export function useOptionError(error: AppError | undefined, path: string): string | undefined {
  const { t } = useTranslation();
  const message = fieldError(error, `options.${path}`);
  return message && t(`event.optionErrors.${message}`, { defaultValue: message });
}

export function NumberOption({ path, options, onChange, error }: OptionProps) {
  const { t } = useTranslation();
  const value = getOption(options, path);
  return (
    <Field
      id={`option-${path}`}
      label={t(`event.options.${path}`)}
      type="number"
      inputMode="numeric"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(setOption(options, path, numberOrText(e.target.value)))}
      error={useOptionError(error, path)}
    />
  );
}

export function ChoiceOption({ path, options, onChange, error, choices, wide }: OptionProps & { choices: readonly string[]; wide?: boolean }) {
  const { t } = useTranslation();
  const message = useOptionError(error, path);
  return (
    <label className={wide ? 'field wide' : 'field'} htmlFor={`option-${path}`}>
      <span className="field-label">{t(`event.options.${path}`)}</span>
      <select id={`option-${path}`} value={String(getOption(options, path))} onChange={(e) => onChange(setOption(options, path, e.target.value))}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(`event.choices.${path}.${c}`)}
          </option>
        ))}
      </select>
      {message && <span className="field-error">{message}</span>}
    </label>
  );
}

export function CheckOption({ path, options, onChange }: OptionProps) {
  const { t } = useTranslation();
  return (
    <label className="check" htmlFor={`option-${path}`}>
      <input id={`option-${path}`} type="checkbox" checked={getOption(options, path) === true} onChange={(e) => onChange(setOption(options, path, e.target.checked))} />
      {t(`event.options.${path}`)}
    </label>
  );
}
