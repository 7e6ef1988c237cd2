// runtime: dom. What the check of a collection list found: its counts, the lines that cannot be
// read, each problem naming the card and the rule, and the cards annihilated once used.
import { useTranslation } from 'react-i18next';
import { useFeatureText } from '../text';
import { collectionsTexts } from './texts';
import type { CollectionCheck, CollectionParseError } from '../../../../shared/features/collections/model';
import { parseErrorText, problemText } from './problem-text';

export function CollectionChecked({ check, errors }: { check: CollectionCheck; errors: readonly CollectionParseError[] }) {
  const { t } = useTranslation();
  const text = useFeatureText(collectionsTexts);
  return (
    <div className="collection-check" aria-label={text('collection.problemsTitle')} role="region">
      <p className="collection-summary">{text('collection.summary', { ...check, language: check.language ?? '—' })}</p>
      {errors.length > 0 && (
        <>
          <h3>{text('collection.unreadableTitle')}</h3>
          <ul className="collection-unreadable">
            {errors.map((e) => (
              <li key={e.line}>{parseErrorText(text, e)}</li>
            ))}
          </ul>
        </>
      )}
      {check.problems.length > 0 ? (
        <>
          <h3>{text('collection.problemsTitle')}</h3>
          <ul className="collection-problems">
            {check.problems.map((p) => (
              <li key={JSON.stringify(p)}>
                {problemText(text, p)}
                {p.lines && p.lines.length > 0 && <span className="collection-lines"> {t('lists.lines', { count: p.lines.length, lines: p.lines.join(', ') })}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        errors.length === 0 && <p className="collection-ok">{text('collection.ok')}</p>
      )}
      {check.annihilated.length > 0 && <p className="collection-annihilated">{text('collection.annihilated', { cards: check.annihilated.join(', ') })}</p>}
    </div>
  );
}
