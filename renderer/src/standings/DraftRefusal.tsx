// runtime: dom. A drop or reinstatement the core refused because the draft round was changed by
// hand: says which round to pair again, in the desk's words; other errors as usual.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorNotice } from '../components/ErrorNotice';

export function DraftRefusal({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  if (!error?.details?.manualDraft) return <ErrorNotice error={error} />;
  return (
    <div className="notice notice-error" role="alert">
      {t('rounds.manualDraft', { round: error.details.round })}
    </div>
  );
}
