// runtime: dom. The foot of a small form: its submit button (off while the command runs) and a way
// back; anything else the form offers there follows as children.
import type { ReactNode } from 'react';

interface Props {
  submit: string;
  cancel: string;
  busy: boolean;
  onCancel(): void;
  children?: ReactNode;
}

export function SubmitOrCancel({ submit, cancel, busy, onCancel, children }: Props) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" onClick={onCancel}>
        {cancel}
      </button>
      {children}
    </div>
  );
}
