// runtime: dom. Typing a role's join code: the host answers with the role and sets the desk's
// session cookie. The join page and a withdrawn desk's banner both join through this form.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AppError } from '../../../shared/contract/errors';
import type { Role } from '../../../shared/contract/roles';
import { joinVenue } from '../api/join';
import { ErrorNotice } from '../components/ErrorNotice';
import './venue.css';

/** Where each role starts its work. */
export const landing: Record<Role, string> = { head_judge: '#/desk', registration: '#/desk', results: '#/desk/results', display: '#/display' };

interface Props {
  /** A code the address carried (a scanned QR code): joining needs no typing. */
  carried?: string;
  label: string;
  submit: string;
  className: string;
  onJoined(role: Role): void;
  /** What comes before the field: a heading, a sentence. */
  children?: ReactNode;
}

export function JoinForm({ carried = '', label, submit, className, onJoined, children }: Props) {
  const id = useId();
  const [code, setCode] = useState(carried);
  const [error, setError] = useState<AppError | undefined>();
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);

  const join = async (typed: string) => {
    setBusy(true);
    const result = await joinVenue(typed);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    onJoined(result.value.role);
  };
  useEffect(() => {
    if (carried && !tried.current) {
      tried.current = true;
      void join(carried);
    }
    // Once, for the code the address carried.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carried]);

  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void join(code);
      }}
    >
      {children}
      <label htmlFor={id}>{label}</label>
      <input id={id} className="join-code" value={code} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(e) => setCode(e.target.value)} />
      <button type="submit" disabled={busy || code.trim() === ''}>
        {submit}
      </button>
      <ErrorNotice error={error} />
    </form>
  );
}
