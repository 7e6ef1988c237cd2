// runtime: dom. What the judge should look at before publishing: forced rematches, second byes,
// hand-made tables, late entries; and, given as `lists`, the players' lists as they stand now.
import { useTranslation } from 'react-i18next';
import type { NoteValue } from '../../../shared/model/note';
import { warningTexts } from './note-text';

export function RoundWarnings({ warnings, names, lists = [] }: { warnings: NoteValue[]; names: Map<number, string>; lists?: string[] }) {
  const { t } = useTranslation();
  const texts = [...warningTexts(t, warnings, names), ...lists];
  return (
    <div className={`round-warnings ${texts.length ? 'has-warnings' : ''}`} role="region" aria-label={t('rounds.warnings')}>
      <h3>{t('rounds.warnings')}</h3>
      {texts.length === 0 ? (
        <p className="empty">{t('rounds.noWarnings')}</p>
      ) : (
        <ul>
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
