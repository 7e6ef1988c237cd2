// runtime: dom. What the check of a collection list found: its counts, the lines that cannot be
// read, each problem naming the card and the rule, and the cards annihilated once used.
import { useTranslation } from 'react-i18next';
import type { CollectionCheck, CollectionParseError } from '../../../../shared/features/collections/model';
import { parseErrorText, problemText } from './problem-text';

export function CollectionChecked({ check, errors }: { check: CollectionCheck; errors: readonly CollectionParseError[] }) {
  const { t } = useTranslation();
  return (
    <div className="collection-check" aria-label={t('collection.problemsTitle')} role="region">
      <p className="collection-summary">{t('collection.summary', { ...check, language: check.language ?? '—' })}</p>
      {errors.length > 0 && (
        <>
          <h3>{t('collection.unreadableTitle')}</h3>
          <ul className="collection-unreadable">
            {errors.map((e) => (
              <li key={e.line}>{parseErrorText(t, e)}</li>
            ))}
          </ul>
        </>
      )}
      {check.problems.length > 0 ? (
        <>
          <h3>{t('collection.problemsTitle')}</h3>
          <ul className="collection-problems">
            {check.problems.map((p) => (
              <li key={JSON.stringify(p)}>
                {problemText(t, p)}
                {p.lines && p.lines.length > 0 && <span className="collection-lines"> {t('lists.lines', { count: p.lines.length, lines: p.lines.join(', ') })}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        errors.length === 0 && <p className="collection-ok">{t('collection.ok')}</p>
      )}
      {check.annihilated.length > 0 && <p className="collection-annihilated">{t('collection.annihilated', { cards: check.annihilated.join(', ') })}</p>}
    </div>
  );
}
