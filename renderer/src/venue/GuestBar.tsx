// runtime: dom. Above the room's view on a browser that opened the desk's address without joining:
// why it shows what the room sees, and the way to join with a code.
import { useTranslation } from 'react-i18next';

export function GuestBar() {
  const { t } = useTranslation();
  return (
    <nav className="guest-bar" aria-label={t('venue.guest.label')}>
      <p>{t('venue.guest.text')}</p>
      <a className="guest-join" href="#/join">
        {t('venue.guest.join')}
      </a>
    </nav>
  );
}
