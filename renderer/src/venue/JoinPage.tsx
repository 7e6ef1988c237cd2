// runtime: dom. Another computer on the venue network joins as a desk: the code typed (or carried
// by the scanned address) buys a session of its role; the desk (or, for a display, the projector
// face) opens.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import type { Role } from '../../../shared/contract/roles';
import { joinVenue } from '../api/join';
import { ErrorNotice } from '../components/ErrorNotice';
import './venue.css';

/** Where each role starts its work. */
const landing: Record<Role, string> = { head_judge: '#/desk', registration: '#/desk', results: '#/desk/results', display: '#/display' };

export function JoinPage({ code: carried }: { code: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(carried);
  const [error, setError] = useState<AppError | undefined>();
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);

  const join = async (typed: string) => {
    setBusy(true);
    const result = await joinVenue(typed);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    // The code leaves the address (and the history) once it has done its work.
    window.location.replace(landing[result.value.role]);
  };
  // A scanned address carries the code: joining needs no typing.
  useEffect(() => {
    if (carried && !tried.current) {
      tried.current = true;
      void join(carried);
    }
  }, [carried]);

  return (
    <main className="join-page">
      <h1>{t('app.name')}</h1>
      <form
        className="panel join-form"
        onSubmit={(e) => {
          e.preventDefault();
          void join(code);
        }}
      >
        <h2>{t('venue.join.title')}</h2>
        <p>{t('venue.join.hint')}</p>
        <label htmlFor="join-code">{t('venue.join.code')}</label>
        <input id="join-code" value={code} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" disabled={busy || code.trim() === ''}>
          {t('venue.join.submit')}
        </button>
        <ErrorNotice error={error} />
      </form>
    </main>
  );
}
