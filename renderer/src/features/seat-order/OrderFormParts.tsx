// runtime: dom. What the forms recording a table's order (a seated playoff's starting order, a
// team game's Player #1s) share: the line saying whether it is recorded with the button opening
// the form, the form's rows (a select each, marked invalid with the form's field error) and its
// field error and buttons.
import type { AppError } from '../../../../shared/contract/errors';
import { ErrorNotice } from '../../components/ErrorNotice';

interface StateProps {
  text: string;
  /** The button's text and accessible name; no button where the order can no longer change. */
  open: { text: string; label: string; onClick: () => void } | null;
}

export function OrderState({ text, open }: StateProps) {
  return (
    <p className="starting-order-state">
      {text}
      {open && (
        <button type="button" className="small" aria-label={open.label} onClick={open.onClick}>
          {open.text}
        </button>
      )}
    </p>
  );
}

interface SelectProps {
  label: string;
  /** The form's field error: every row is marked invalid and pointed at it. */
  error: string | undefined;
  errorId: string;
  value: string;
  options: { value: string; text: string }[];
  onChange: (value: string) => void;
}

export function OrderSelect({ label, error, errorId, value, options, onChange }: SelectProps) {
  return (
    <label className="starting-order-row">
      <span>{label}</span>
      <select
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}

interface ActionsProps {
  error: string | undefined;
  errorId: string;
  failure: AppError | undefined;
  busy: boolean;
  canSave: boolean;
  texts: { save: string; clear: string; cancel: string };
  /** Clears the recorded order; left out where none is recorded. */
  onClear: (() => void) | null;
  onCancel: () => void;
}

export function OrderActions({ error, errorId, failure, busy, canSave, texts, onClear, onCancel }: ActionsProps) {
  return (
    <>
      {error && (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      )}
      <div className="starting-order-actions">
        <button type="submit" className="small primary" disabled={busy || !canSave}>
          {texts.save}
        </button>
        {onClear && (
          <button type="button" className="small" disabled={busy} onClick={onClear}>
            {texts.clear}
          </button>
        )}
        <button type="button" className="small" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
      <ErrorNotice error={failure} />
    </>
  );
}
