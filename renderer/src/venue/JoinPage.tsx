// runtime: dom. Another computer on the venue network joins as a desk: the code typed (or carried
// by the scanned address) buys a session of its role; the desk (or, for a display, the projector
// face) opens.
import { useTranslation } from 'react-i18next';
import { joined } from '../api/access-withdrawn';
import { JoinForm, landing } from './JoinForm';

export function JoinPage({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <main className="join-page">
      <h1>{t('app.name')}</h1>
      <JoinForm
        className="panel join-form"
        carried={code}
        label={t('venue.join.code')}
        submit={t('venue.join.submit')}
        onJoined={(role) => {
          joined();
          // The code leaves the address (and the history) once it has done its work.
          window.location.replace(landing[role]);
        }}
      >
        <h2>{t('venue.join.title')}</h2>
        <p>{t('venue.join.hint')}</p>
      </JoinForm>
    </main>
  );
}
