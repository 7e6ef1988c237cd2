// runtime: dom. The signed sheet in a table's result form: how the sheet was signed (SigningFields),
// and, correcting a result whose signed sheet the ruleset locks, the head judge who confirms a
// typing error at the desk (1.14). Without the head judge the core refuses the fix with the
// lock's own sentence.
import { useEffect, useState } from 'react';
import { fieldError } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { useTableSigner } from '../table-signer';
import type { ResultFieldsProps } from '../feature';
import { useFeatureText } from '../text';
import { sheetOptions } from './options';
import { isLocked } from './lock';
import { SigningFields } from './SigningFields';
import { signingDraft, signingProblem, toSigning } from './signing-model';
import { signedSheetTexts } from './texts';

export function SignedResultFields({ eventId, roundId, table, options, correcting, error, onSave }: ResultFieldsProps) {
  const text = useFeatureText(signedSheetTexts);
  const sheet = sheetOptions(options);
  const tableReferee = useTableSigner(eventId, roundId, table.id);
  const [signing, setSigning] = useState(() => signingDraft(table));
  const [missing, setMissing] = useState<'by' | 'refused' | null>(null);
  const [headJudge, setHeadJudge] = useState('');
  const locked = correcting && isLocked(table, options);

  useEffect(() => {
    onSave(() => {
      const problem = signingProblem(signing);
      setMissing(problem);
      return problem ? null : { signing: toSigning(signing, table), ...(locked && headJudge.trim() ? { headJudge } : {}) };
    });
  });

  if (!sheet) return null;
  return (
    <>
      <SigningFields
        table={table}
        sheet={sheet}
        draft={signing}
        onChange={(next) => {
          setSigning(next);
          setMissing(null);
        }}
        problem={missing}
        error={error}
        tableReferee={tableReferee}
      />
      {locked && <p className="notice notice-warn">{text('sheet.fixExplain')}</p>}
      {locked && <Field id="head-judge" label={text('sheet.headJudge')} value={headJudge} onChange={(e) => setHeadJudge(e.target.value)} error={fieldError(error, 'headJudge')} />}
    </>
  );
}
