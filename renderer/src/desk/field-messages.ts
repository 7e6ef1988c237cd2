// runtime: dom. The sentence shown beside a field the core refused: the engine's and the core's
// codes have their own sentences; any other refusal gets the field's own sentence (per ruleset
// where the limits differ), so raw validation text never reaches the organizer.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { fieldError } from '../components/ErrorNotice';

const code = /^[a-z][a-z0-9_]*$/;

export function useFieldMessage(error: AppError | undefined, ruleset: string) {
  const { t, i18n } = useTranslation();
  return (path: string): string | undefined => {
    const raw = fieldError(error, path);
    if (raw === undefined) return undefined;
    const keys = [...(code.test(raw) ? [`event.optionErrors.${raw}`] : []), `fieldErrors.${ruleset}.${path}`, `fieldErrors.any.${path}`];
    return t(keys.find((k) => i18n.exists(k)) ?? 'fieldErrors.fallback', { ...error?.details });
  };
}
