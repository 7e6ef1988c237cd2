// runtime: dom. Said the moment the organizer revokes this desk's join code: access is withdrawn,
// what was typed stays on screen (nothing can be sent meanwhile), and the new code from the head
// judge, typed here, rejoins without leaving the page.
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/contract/roles';
import { joined, useWithdrawn } from '../api/access-withdrawn';
import { JoinForm, landing } from './JoinForm';

/** `role`: the role this desk had, if known; a new code of another role opens that role's work. */
export function WithdrawnBanner({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  if (!useWithdrawn()) return null;
  return (
    <section className="withdrawn-banner" role="alert" aria-label={t('venue.withdrawn.title')}>
      <JoinForm
        className="withdrawn-join"
        label={t('venue.withdrawn.code')}
        submit={t('venue.withdrawn.submit')}
        onJoined={(next) => {
          joined();
          if (next !== role) window.location.replace(landing[next]);
        }}
      >
        <p className="withdrawn-text">
          <strong>{t('venue.withdrawn.title')}</strong> {t('venue.withdrawn.body')}
        </p>
      </JoinForm>
    </section>
  );
}
