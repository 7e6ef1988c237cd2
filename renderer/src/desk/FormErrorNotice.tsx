// runtime: dom. The line above a settings form when the core refused it: a validation refusal
// points at the messages beside the fields (never the core's raw text); anything else is said
// as ErrorNotice says it.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorNotice } from '../components/ErrorNotice';

export function FormErrorNotice({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  if (error?.code !== 'validation') return <ErrorNotice error={error} />;
  return (
    <div className="notice notice-error" role="alert">
      {t('eventSettings.checkFields')}
    </div>
  );
}
