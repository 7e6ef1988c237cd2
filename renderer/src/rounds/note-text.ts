// runtime: dom. Turns an engine note ({code, params}) into a sentence. The engine and the review of
// a hand-made pairing name the same things differently (entryA vs a, entryId vs entry), so their
// params are brought to one vocabulary before translating, and entry ids become names.
import type { TFunction } from 'i18next';
import type { NoteValue } from '../../../shared/model/note';

const entryParams: Record<string, string> = {
  entryId: 'entryId',
  entry: 'entryId',
  entryA: 'entryA',
  a: 'entryA',
  entryB: 'entryB',
  b: 'entryB',
  preferred: 'preferred',
};

export function noteParams(t: TFunction, params: NoteValue['params'], names: Map<number, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    const alias = entryParams[key];
    if (alias) out[alias] = names.get(Number(value)) ?? `#${value}`;
    else if (key === 'policy') out[key] = t(`notes.policies.${value}`, { defaultValue: String(value) });
    else if (key === 'role') out[key] = t(`rounds.roles.${value}`, { defaultValue: String(value) });
    else out[key] = value;
  }
  return out;
}

function noteKey(note: NoteValue): string {
  // The review of a hand-made pairing reports a gap in score, not a pull-up.
  if (note.code === 'score_gap' && note.params?.gap !== undefined) return 'notes.score_gap_manual';
  // On a table the note carries the reason; in the round's warnings, the table.
  if (note.code === 'manual_pairing' && note.params?.reason === undefined) return 'notes.manual_pairing_table';
  return `notes.${note.code}`;
}

export function noteText(t: TFunction, note: NoteValue, names: Map<number, string>): string {
  const text = t(noteKey(note), { ...noteParams(t, note.params, names), defaultValue: '' });
  return text || t('notes.unknown', { code: note.code });
}

/** A round warning says which table it is about, unless its sentence already does. */
export function warningText(t: TFunction, note: NoteValue, names: Map<number, string>): string {
  const table = note.params?.table;
  const prefix = table !== undefined && note.code !== 'manual_pairing' ? t('rounds.tablePrefix', { table }) : '';
  return prefix + noteText(t, note, names);
}
