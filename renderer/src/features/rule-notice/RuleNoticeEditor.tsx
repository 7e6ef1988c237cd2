// runtime: dom. The event's rule modifications (Attacktix 6.1: organizers may change any rule),
// typed at the desk and printed as the notice posted where players register (6.2). Saved over the
// version read; a notice saved meanwhile at another desk is loaded again rather than overwritten.
import { useState, type FormEvent } from 'react';
import type { RuleNotice } from '../../../../shared/features/rule-notice/model';
import type { Paper } from '../../api/print';
import { useQuery } from '../../api/use-query';
import { ErrorNotice, fieldError } from '../../components/ErrorNotice';
import { useEditBase } from '../../components/use-edit-base';
import { useCommand } from '../../desk/use-command';
import { PaperField } from '../../export/PaperField';
import { SheetButtons } from '../../export/SheetButtons';
import { useDeskRole } from '../../venue/use-role';
import type { RegistrationPanelProps } from '../feature';
import { useFeatureText } from '../text';
import { ruleNoticeTexts } from './texts';
import '../../export/export.css';

/** Beside the registration form, for a desk that may change the notice (the head judge's). */
export function RuleNoticeEditor({ eventId }: RegistrationPanelProps) {
  const { may } = useDeskRole();
  return may('notice.set') ? <StoredNotice eventId={eventId} /> : null;
}

function StoredNotice({ eventId }: { eventId: number }) {
  const stored = useQuery('notice.get', { eventId });
  // A reload starts the form again from what is stored; a save only moves the version on.
  const { base, generation, setBase, reload } = useEditBase(stored.data);
  if (!base) return <ErrorNotice error={stored.error} />;
  return <NoticeForm key={generation} eventId={eventId} base={base} onSaved={setBase} onReload={reload} />;
}

interface FormProps {
  eventId: number;
  base: RuleNotice;
  onSaved(notice: RuleNotice): void;
  onReload(): void;
}

function NoticeForm({ eventId, base, onSaved, onReload }: FormProps) {
  const t = useFeatureText(ruleNoticeTexts);
  const [text, setText] = useState(base.text);
  const [saved, setSaved] = useState(false);
  const [paper, setPaper] = useState<Paper>('a4');
  const save = useCommand('notice.set');
  const error = fieldError(save.error, 'text');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await save.run({ eventId, version: base.version, text });
    if (r.ok) {
      onSaved(r.value);
      setSaved(true);
    }
  }

  const title = t('title');
  return (
    <form className="panel text-panel" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <ErrorNotice error={save.error} />
      {save.error?.details?.reason === 'notice_changed' && (
        <button type="button" onClick={onReload}>
          {t('reload')}
        </button>
      )}
      {saved && !save.error && (
        <div className="notice notice-ok" role="status">
          {t('saved')}
        </div>
      )}
      <div className="field">
        <label className="field-label" htmlFor="rule-notice-text">
          {t('label')}
        </label>
        <textarea
          id="rule-notice-text"
          value={text}
          maxLength={5000}
          onChange={(e) => {
            setSaved(false);
            setText(e.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rule-notice-hint rule-notice-error' : 'rule-notice-hint'}
        />
        <span className="field-hint" id="rule-notice-hint">
          {t('hint')}
        </span>
        {error && (
          <span className="field-error" id="rule-notice-error">
            {error}
          </span>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {t('save')}
        </button>
      </div>
      <div className="sheet-print-row">
        <PaperField id="rule-notice-paper" value={paper} onChange={setPaper} />
        <SheetButtons request={{ sheet: 'feature', name: 'notice', id: eventId, paper }} sheet={t('sheet')} />
      </div>
    </form>
  );
}
