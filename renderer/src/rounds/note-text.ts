// runtime: dom. Turns an engine note ({code, params}) into a sentence: entry ids become names,
// policies and roles their translated words.
import type { TFunction } from 'i18next';
import { noteEntryParams, type NoteValue } from '../../../shared/model/note';

export function noteParams(t: TFunction, params: NoteValue['params'], names: Map<number, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (noteEntryParams.has(key)) out[key] = names.get(Number(value)) ?? `#${value}`;
    else if (key === 'policy') out[key] = t(`notes.policies.${value}`, { defaultValue: String(value) });
    else if (key === 'role') out[key] = t(`rounds.roles.${value}`, { defaultValue: String(value) });
    else out[key] = value;
  }
  return out;
}

export function noteText(t: TFunction, note: NoteValue, names: Map<number, string>): string {
  const text = t(`notes.${note.code}`, { ...noteParams(t, note.params, names), defaultValue: '' });
  return text || t('notes.unknown', { code: note.code });
}

/** Warnings whose sentence already names the table. */
const namesTable = new Set(['manual_table', 'manual_swap_table']);

/** A round warning says which table it is about, unless its sentence already does. */
export function warningText(t: TFunction, note: NoteValue, names: Map<number, string>): string {
  const table = note.params?.table;
  const prefix = table !== undefined && !namesTable.has(note.code) ? t('rounds.tablePrefix', { table }) : '';
  return prefix + noteText(t, note, names);
}

/** Each sentence once: two notes that read the same (the same pull-up noted twice) show as one. */
const distinct = (texts: string[]) => [...new Set(texts)];

export function noteTexts(t: TFunction, notes: NoteValue[], names: Map<number, string>): string[] {
  return distinct(notes.map((n) => noteText(t, n, names)));
}

export function warningTexts(t: TFunction, notes: NoteValue[], names: Map<number, string>): string[] {
  return distinct(notes.map((n) => warningText(t, n, names)));
}
