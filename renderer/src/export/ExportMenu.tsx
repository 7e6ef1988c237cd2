// runtime: dom. The desk's Export control: standings, pairings or results of the division worked
// on as CSV for a spreadsheet, the head judge's results report as CSV, or the whole event as one
// JSON file; or a check of the event's own file by replaying it. It sits wherever the desk prints.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import type { VerifyReport } from '../../../shared/model/verify';
import { ErrorNotice } from '../components/ErrorNotice';
import { useDivisionScope } from '../divisions/division-scope';
import { exportChoices, exportEvent, type ExportChoice } from './export-event';
import './export.css';

export function ExportMenu({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const scope = useDivisionScope();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<AppError | undefined>();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  /** The check of the event's own file in a sentence: it holds, or its first difference. */
  function checkedText(report: VerifyReport): string {
    const first = report.first;
    if (!first) return t('export.checked.ok');
    const where = [first.division, first.round === null ? null : t('verify.round', { n: first.round }), first.table === null ? null : t('verify.table', { n: first.table })].filter(Boolean).join(', ');
    return t('export.checked.differs', { where, what: t(`verify.codes.${first.code}`, { ...first.params, engine: report.engine.here }) });
  }

  async function choose(choice: ExportChoice) {
    setOpen(false);
    setBusy(true);
    setDone(null);
    setError(undefined);
    const r = await exportEvent(eventId, scope, choice, { t, language: i18n.language });
    setBusy(false);
    if ('error' in r) setError(r.error);
    else if ('checked' in r) setDone(checkedText(r.checked));
    else setDone(t('export.done', { file: r.filename }));
  }

  return (
    <div className="export-menu" ref={root} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-haspopup="true" aria-expanded={open} disabled={busy} onClick={() => setOpen(!open)}>
        {busy ? t('export.working') : t('export.title')}
      </button>
      {open && (
        <ul className="export-choices" aria-label={t('export.title')}>
          {exportChoices.map((choice) => (
            <li key={choice}>
              <button type="button" onClick={() => void choose(choice)}>
                {t(`export.choice.${choice}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {done && (
        <span className="export-done" role="status">
          {done}
        </span>
      )}
      <ErrorNotice error={error} />
    </div>
  );
}
