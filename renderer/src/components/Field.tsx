// runtime: dom. A labelled input with its hint and validation message. The message stands outside
// the <label>, so the field's accessible name stays its label; it is tied to the input by
// aria-describedby and the input is marked aria-invalid.
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

interface Described {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/** The attributes that tie a control to its hint and message. */
function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function FieldFrame({ id, label, hint, error, className, children }: Described & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

type FieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement>; inputClassName?: string };

export function Field({ id, label, hint, error, className, inputClassName, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={inputClassName} {...describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

type SelectFieldProps = Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({ id, label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} {...describedBy(id, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
