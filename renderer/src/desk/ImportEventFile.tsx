// runtime: dom. Brings an exported event file back as a new event (on this machine or another):
// the file is read here, the core checks it whole, and a refusal lists each problem by where it
// is in the file. Nothing is imported unless all of it can be.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '../../../shared/contract/errors';
import type { TournamentEvent } from '../../../shared/model/event';
import type { InputOf } from '../../../shared/contract/operations';
import { FileField } from '../components/FileField';
import { issueText } from '../components/issue-text';
import { useCommand } from './use-command';

/** A schedule's round is a list of tables, each a list of entries, without field names. */
const unnamed: Record<string, string[]> = { schedules: ['tables', 'seats'] };

/** "document.divisions.0.rounds.0.tables.1.number" as a person reads it: "division 1, round 1,
 * table 2, number"; "document.schedules.0.rounds.1.2.0": "schedule 1, round 2, table 3, seat 1".
 * Any list of the file (a feature's too) reads as its item's word and number, counted from 1; a
 * feature's part ("features.shared-map") by the feature's name. */
function usePlace() {
  const { t } = useTranslation();
  return (path: string): string => {
    const parts = path.split('.').slice(path.startsWith('document.') ? 1 : 0);
    const words: string[] = [];
    let bare: string[] = [];
    const index = (part: string) => /^\d+$/.test(part);
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const next = parts[i + 1];
      if (part === 'features' && next !== undefined && !index(next)) {
        if (parts[i + 2] === undefined || !index(parts[i + 2]!)) {
          words.push(t(`import.part.${next}`, { defaultValue: next }));
          i++;
        }
      } else if (!index(part) && next !== undefined && index(next)) {
        words.push(t(`import.place.${part}`, { n: Number(next) + 1, defaultValue: `${part} ${Number(next) + 1}` }));
        bare = unnamed[part] ?? bare;
        i++;
      } else if (index(part) && bare.length > 0) {
        const kind = bare.shift()!;
        words.push(t(`import.place.${kind}`, { n: Number(part) + 1, defaultValue: kind }));
      }
      else words.push(part);
    }
    return words.join(', ');
  };
}

export function ImportEventFile({ onImported }: { onImported(event: TournamentEvent): void }) {
  const { t } = useTranslation();
  const importer = useCommand('event.import');
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const place = usePlace();

  async function read(file: File) {
    setUnreadable(null);
    importer.clearError();
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setUnreadable(t('import.notJson', { file: file.name }));
      return;
    }
    // The core checks the whole file against the contract; what it refuses is listed below.
    const r = await importer.run({ document } as InputOf<'event.import'>);
    if (r.ok) onImported(r.value);
  }

  const problems = (importer.error?.details?.fields ?? []) as FieldIssue[];
  // A reason may name who it is about (the player waiting while checked in). A feature that runs
  // its desk's own check on its part (a side the desk would not form) sends that check's reason.
  const say = (f: FieldIssue) =>
    f.code?.startsWith('import_') ? t(`import.reasons.${f.code}`, { ...f.params, defaultValue: '' }) : t(`errors.reasons.${f.code}`, { ...f.params, defaultValue: '' }) || issueText(t, f);
  return (
    <section className="panel import-event" aria-labelledby="import-title">
      <h2 id="import-title">{t('import.title')}</h2>
      <p className="hint">{t('import.explain')}</p>
      <FileField id="import-file" label={t('import.file')} accept=".json,application/json" disabled={importer.busy} onFile={(file) => void read(file)} />
      {unreadable && (
        <div className="notice notice-error" role="alert">
          {unreadable}
        </div>
      )}
      {importer.error && (
        <div className="notice notice-error" role="alert">
          <strong>{t('import.refused')}</strong>
          {problems.length > 0 ? (
            <ul className="import-problems">
              {problems.slice(0, 20).map((f, i) => (
                <li key={i}>{t('import.problem', { place: place(f.path), message: say(f) })}</li>
              ))}
              {problems.length > 20 && <li>{t('import.more', { count: problems.length - 20 })}</li>}
            </ul>
          ) : (
            <> {importer.error.message}</>
          )}
        </div>
      )}
    </section>
  );
}
