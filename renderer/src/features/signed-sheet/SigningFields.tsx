// runtime: dom. How the result sheet was signed, asked where the ruleset has a sheet (Catan 1.14):
// every player signed, or (where the ruleset has it) a player refused and the referee decided,
// with who refused and the referee's name.
import type { AppError } from '../../../../shared/contract/errors';
import type { RoundTable } from '../../../../shared/model/round';
import { fieldError } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { GameProblems } from '../../results/GameProblems';
import { useFeatureText } from '../text';
import type { SheetOptions } from './options';
import type { SigningDraft } from './signing-model';
import { signedSheetTexts } from './texts';

interface Props {
  table: RoundTable;
  sheet: SheetOptions;
  draft: SigningDraft;
  onChange(draft: SigningDraft): void;
  /** What the desk has not said yet, found when it last tried to save. */
  problem: 'by' | 'refused' | null;
  error: AppError | undefined;
  /** The table's assigned referee, offered when a refusal is chosen; '' when none. */
  tableReferee: string;
}

export function SigningFields({ table, sheet, draft, onChange, problem, error, tableReferee }: Props) {
  const text = useFeatureText(signedSheetTexts);
  const choice = (by: SigningDraft['by'], label: string) => (
    <label className={`choice ${draft.by === by ? 'chosen' : ''}`}>
      <input type="radio" name="signing" value={by} checked={draft.by === by} aria-invalid={problem === 'by' || undefined} onChange={() => onChange({ ...draft, by, referee: draft.referee || (by === 'referee' ? tableReferee : '') })} />
      {label}
    </label>
  );
  const toggle = (entryId: number, on: boolean) => onChange({ ...draft, refused: on ? [...draft.refused, entryId] : draft.refused.filter((id) => id !== entryId) });
  const messages = [
    ...(problem === 'by' ? [text('sheet.sayHow')] : []),
    ...(problem === 'refused' ? [text('sheet.sayWho')] : []),
    ...[fieldError(error, 'signing'), fieldError(error, 'signing.refused')].filter((m): m is string => Boolean(m)),
  ];
  return (
    <fieldset className={`game signing ${messages.length ? 'game-bad' : ''}`} aria-label={text('sheet.title')}>
      <legend>{text('sheet.title')}</legend>
      <div className="winner">
        {choice('players', text('sheet.allSigned'))}
        {sheet.refereeDecidesRefusal && choice('referee', text('sheet.refused'))}
      </div>
      {draft.by === 'referee' && (
        <>
          <div className="refused-seats" role="group" aria-label={text('sheet.whoRefused')}>
            <span className="field-label">{text('sheet.whoRefused')}</span>
            {table.seats.map((s) => (
              <label className="check" key={s.entryId}>
                <input type="checkbox" checked={draft.refused.includes(s.entryId)} aria-invalid={problem === 'refused' || undefined} onChange={(e) => toggle(s.entryId, e.target.checked)} />{' '}
                {text('sheet.refusedBy', { name: s.name })}
              </label>
            ))}
          </div>
          <Field id="signing-referee" label={text('sheet.referee')} hint={text('sheet.refereeHint')} value={draft.referee} onChange={(e) => onChange({ ...draft, referee: e.target.value })} error={fieldError(error, 'signing.referee')} />
        </>
      )}
      <GameProblems messages={messages} />
    </fieldset>
  );
}
