// runtime: dom. Checks an exported event file without importing it: the core replays the event
// from its registrations, seeds and results and answers what differs (event.verify); the desk
// shows whether the file holds, and each difference at its division, round and table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputOf } from '../../../shared/contract/operations';
import type { VerifyProblem, VerifyReport } from '../../../shared/model/verify';
import { EventFileSection } from './EventFileSection';
import { FileProblems } from './FileProblems';
import { useCommand } from './use-command';

export function CheckEventFile() {
  const { t } = useTranslation();
  const check = useCommand('event.verify');
  const [report, setReport] = useState<{ file: string; report: VerifyReport } | null>(null);

  async function take(document: unknown, file: string) {
    setReport(null);
    check.clearError();
    const r = await check.run({ document } as InputOf<'event.verify'>);
    if (r.ok) setReport({ file, report: r.value });
  }

  // The answer names the first difference apart from the list: the same problem, by what it says.
  const firstAt = report ? report.report.problems.findIndex((p) => JSON.stringify(p) === JSON.stringify(report.report.first)) : -1;
  const where = (p: VerifyProblem) =>
    [p.division, p.round === null ? null : t('verify.round', { n: p.round }), p.table === null ? null : t('verify.table', { n: p.table })].filter(Boolean).join(', ');
  return (
    <EventFileSection id="verify" title={t('verify.title')} explain={t('verify.explain')} busy={check.busy} onDocument={(document, file) => void take(document, file)}>
      {check.error && <FileProblems error={check.error} heading={t('verify.unreadable')} />}
      {report && (
        <div className={`notice ${report.report.ok ? 'notice-ok' : 'notice-error'}`} role="status">
          <strong>{report.report.ok ? t('verify.ok', { file: report.file }) : t('verify.differs', { file: report.file })}</strong>
          <ul className="import-problems">
            {report.report.divisions.map((d) => (
              <li key={d.name}>{t('verify.division', { name: d.name, rounds: d.rounds, same: d.same })}</li>
            ))}
            {report.report.problems.slice(0, 20).map((p, i) => (
              <li key={i} className={i === firstAt ? 'first' : undefined}>
                {where(p) ? `${where(p)}: ` : ''}
                {t(`verify.codes.${p.code}`, { ...p.params, engine: report.report.engine.here })}
              </li>
            ))}
            {report.report.problems.length > 20 && <li>{t('import.more', { count: report.report.problems.length - 20 })}</li>}
          </ul>
        </div>
      )}
    </EventFileSection>
  );
}
