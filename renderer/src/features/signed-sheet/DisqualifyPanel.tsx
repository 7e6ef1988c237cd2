// runtime: dom. Disqualification at a table (where the ruleset has it, Catan 1.15): who was
// disqualified here, and, until the sheet is signed (its result entered), the referee's decision
// recorded with the rule, the reason and the referee's name. The player stays in the result.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../api/use-query';
import { ErrorNotice, fieldError } from '../../components/ErrorNotice';
import { Field, SelectField } from '../../components/Field';
import { SubmitOrCancel } from '../../components/SubmitOrCancel';
import { useCommand } from '../../desk/use-command';
import { useTableSigner } from '../table-signer';
import type { TablePanelProps } from '../feature';
import { useFeatureText } from '../text';
import { sheetOptions } from './options';
import { signedSheetTexts } from './texts';

export function DisqualifyPanel({ eventId, round: { id: roundId, number: round }, table, options }: TablePanelProps) {
  const { t } = useTranslation();
  const text = useFeatureText(signedSheetTexts);
  const tableReferee = useTableSigner(eventId, roundId, table.id);
  const entries = useQuery('entry.list', { eventId }).data ?? [];
  const seated = table.seats.flatMap((s) => entries.filter((e) => e.id === s.entryId));
  const here = seated.filter((e) => e.droppedAfterRound === round && e.disqualification?.cause === 'at_table' && e.disqualification.table === table.number);
  const still = seated.filter((e) => e.droppedAfterRound === null);
  const [open, setOpen] = useState(false);
  const [entryId, setEntryId] = useState('');
  const [rule, setRule] = useState('');
  const [reason, setReason] = useState('');
  const [referee, setReferee] = useState('');
  const disqualify = useCommand('table.disqualify');
  const chosen = still.find((e) => String(e.id) === entryId) ?? still[0];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    const r = await disqualify.run({ tableId: table.id, entryId: chosen.id, version: chosen.version, rule, reason, referee });
    if (r.ok) {
      setOpen(false);
      setReason('');
    }
  }

  // Once signed, the panel stays only to show who was disqualified here.
  if (!sheetOptions(options)?.disqualifyAtTable || (table.result && here.length === 0)) return null;
  return (
    <section className="disqualify" aria-label={text('disqualify.title')}>
      <h3>{text('disqualify.title')}</h3>
      {here.length > 0 && (
        <ul className="disqualified-here">
          {here.map((e) => (
            <li key={e.id}>
              {text('disqualify.done', { name: e.name, rule: e.disqualification?.cause === 'at_table' ? e.disqualification.rule : '', referee: e.disqualification?.cause === 'at_table' ? e.disqualification.referee : '', reason: e.dropReason ?? '' })}
            </li>
          ))}
        </ul>
      )}
      {table.result ? (
        <p className="field-hint">{text('disqualify.signed')}</p>
      ) : open ? (
        <form className="disqualify-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)} aria-label={text('disqualify.form')}>
          <p className="field-hint">{text('disqualify.explain')}</p>
          <SelectField id="dq-player" label={text('disqualify.player')} value={chosen ? String(chosen.id) : ''} autoFocus onChange={(e) => setEntryId(e.target.value)}>
            {still.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </SelectField>
          <Field id="dq-rule" label={text('disqualify.rule')} hint={text('disqualify.ruleHint')} value={rule} onChange={(e) => setRule(e.target.value)} error={fieldError(disqualify.error, 'rule')} />
          <Field id="dq-reason" className="dq-wide" label={text('disqualify.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(disqualify.error, 'reason')} />
          <Field id="dq-referee" label={text('disqualify.referee')} value={referee} onChange={(e) => setReferee(e.target.value)} error={fieldError(disqualify.error, 'referee')} />
          <ErrorNotice error={disqualify.error} />
          <SubmitOrCancel submit={text('disqualify.submit')} cancel={t('results.cancel')} busy={disqualify.busy} onCancel={() => setOpen(false)} />
        </form>
      ) : (
        still.length > 0 && (
          <button
            type="button"
            onClick={() => {
              setReferee((typed) => typed || tableReferee);
              setOpen(true);
            }}
          >
            {text('disqualify.open')}
          </button>
        )
      )}
    </section>
  );
}
