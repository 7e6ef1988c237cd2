// runtime: dom. What is wrong with an event file, as the core names it: each problem at its place
// in the file, worded from the catalog. The import and the check of a file both show it.
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../shared/contract/errors';
import { issueText } from '../components/issue-text';

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

export function FileProblems({ error, heading }: { error: AppError; heading: string }) {
  const { t } = useTranslation();
  const place = usePlace();
  const problems = (error.details?.fields ?? []) as FieldIssue[];
  // A reason may name who it is about (the player waiting while checked in). A feature that runs
  // its desk's own check on its part (a side the desk would not form) sends that check's reason.
  const say = (f: FieldIssue) =>
    f.code?.startsWith('import_') ? t(`import.reasons.${f.code}`, { ...f.params, defaultValue: '' }) : t(`errors.reasons.${f.code}`, { ...f.params, defaultValue: '' }) || issueText(t, f);
  return (
    <div className="notice notice-error" role="alert">
      <strong>{heading}</strong>
      {problems.length > 0 ? (
        <ul className="import-problems">
          {problems.slice(0, 20).map((f, i) => (
            <li key={i}>{t('import.problem', { place: place(f.path), message: say(f) })}</li>
          ))}
          {problems.length > 20 && <li>{t('import.more', { count: problems.length - 20 })}</li>}
        </ul>
      ) : (
        <> {error.message}</>
      )}
    </div>
  );
}
