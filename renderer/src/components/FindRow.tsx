// runtime: dom. Find a row in a long list by what it shows (a name, a table's number): the list
// draws only the rows near the window, so the browser's find-in-page cannot see the rest. Typing
// brings the first match into view and marks it; Enter goes to the next, Shift+Enter back, Escape
// clears.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '../../../shared/text/fold';

interface Props {
  /** The field's label (what it finds). */
  label: string;
  /** The rows matching the typed text, in the list's order. */
  find(text: string): number[];
  onFound(index: number): void;
}

/** Rows whose name (folded: "lodz" finds "Łódź") holds the text; a number also finds the row of
 * that number (`numbers`, a table's). */
export function useRowFinder(names: readonly string[], numbers?: readonly number[]) {
  // Folded at the first search, not at each answer: a result coming in re-reads 4,096 names.
  const folded = useRef<{ of: readonly string[]; names: string[] } | null>(null);
  return useCallback((text: string): number[] => {
    const q = foldForSearch(text);
    if (!q) return [];
    if (numbers && /^\d+$/.test(q)) {
      const at = numbers.indexOf(Number(q));
      return at >= 0 ? [at] : [];
    }
    if (folded.current?.of !== names) folded.current = { of: names, names: names.map(foldForSearch) };
    const out: number[] = [];
    folded.current.names.forEach((n, i) => {
      if (n.includes(q)) out.push(i);
    });
    return out;
  }, [names, numbers]);
}

export function FindRow({ label, find, onFound }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [at, setAt] = useState(0);
  const matches = useMemo(() => find(text), [find, text]);

  function go(next: number) {
    if (matches.length === 0) return;
    const i = (next + matches.length) % matches.length;
    setAt(i);
    onFound(matches[i]!);
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      go(at + (e.shiftKey ? -1 : 1));
    } else if (e.key === 'Escape') {
      setText('');
    }
  }

  return (
    <div className="find-row field">
      <label className="field-label" htmlFor="find-row">
        {label}
      </label>
      <input
        id="find-row"
        type="search"
        value={text}
        autoComplete="off"
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setAt(0);
          const first = find(next)[0];
          if (first !== undefined) onFound(first);
        }}
        onKeyDown={onKey}
      />
      <span className="field-hint" role="status">
        {text.trim() === '' ? t('findRow.hint') : matches.length === 0 ? t('findRow.none', { text }) : t('findRow.count', { at: at + 1, count: matches.length })}
      </span>
    </div>
  );
}
