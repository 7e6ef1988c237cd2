// runtime: dom. Shows an error value: a translated headline by code, then what the core said.
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../shared/contract/errors';

export function ErrorNotice({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      <strong>{t(`errors.${error.code}`)}</strong> {error.message}
    </div>
  );
}

/** The message for one field of a validation error, if that field was named. */
export function fieldError(error: AppError | undefined, path: string): string | undefined {
  const fields = (error?.details?.fields ?? []) as FieldIssue[];
  return fields.find((f) => f.path === path)?.message;
}
