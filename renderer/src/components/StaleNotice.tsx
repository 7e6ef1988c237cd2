// runtime: dom. One small notice for the whole window while a refresh is failing: what is on screen
// is the last good answer, and the window keeps trying.
import { useTranslation } from 'react-i18next';
import { useAnyStale } from '../api/refresh-status';

export function StaleNotice() {
  const { t } = useTranslation();
  if (!useAnyStale()) return null;
  return (
    <div className="stale-notice" role="status">
      {t('view.stale')}
    </div>
  );
}
