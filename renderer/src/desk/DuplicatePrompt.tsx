// runtime: dom. A name that folds to one already registered: show who has it, so the desk can say
// whether this is another person (then it registers anyway) or the same one (then it goes back).
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import type { DuplicateMatch } from '../../../shared/model/player';
import { formatDay } from '../i18n/format';

/** The players a refused register or edit named, if it was refused as a possible duplicate. */
export function duplicateMatches(error: AppError | undefined): DuplicateMatch[] | null {
  return error?.details?.reason === 'possible_duplicate' ? (error.details.matches as DuplicateMatch[]) : null;
}

interface Props {
  name: string;
  matches: DuplicateMatch[];
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function DuplicatePrompt({ name, matches, busy, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className="notice notice-warn duplicate" role="alertdialog" aria-labelledby="duplicate-title" aria-describedby="duplicate-question">
      <p id="duplicate-title" className="duplicate-title">
        {t('players.duplicateTitle')}
      </p>
      <ul className="duplicate-list">
        {matches.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong>
            {[t('players.matchId', { id: m.id }), m.club, m.dateOfBirth && t('players.matchBorn', { date: formatDay(m.dateOfBirth, i18n.language) })]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </li>
        ))}
      </ul>
      <p id="duplicate-question">{t('players.duplicateQuestion', { name: name.trim() })}</p>
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={onConfirm}>
          {t('players.duplicateYes')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('players.duplicateNo')}
        </button>
      </div>
    </div>
  );
}
