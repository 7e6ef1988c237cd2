// runtime: dom. Why a side was not formed or split, in the desk's words: the core's refusals here
// are about who may play together (not a change at another desk), so the notice heads them with
// what did not happen and says the reason with its names and ages.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorNotice } from '../../components/ErrorNotice';

export function SideNotice({ error, refused }: { error: AppError | undefined; refused: string }) {
  const { t } = useTranslation();
  const reason = error?.details?.reason;
  if (!error || error.code !== 'conflict' || typeof reason !== 'string' || reason === 'entry_changed') return <ErrorNotice error={error} />;
  return (
    <div className="notice notice-error" role="alert">
      <strong>{refused}</strong> {t(`errors.reasons.${reason}`, { ...error.details, defaultValue: error.message })}
    </div>
  );
}
