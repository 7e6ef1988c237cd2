// runtime: dom. Taking a round off the screen: the slips players sign and the pairings for the
// wall, printed or saved as PDF, and the event's export files.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paper } from '../api/print';
import { ExportMenu } from '../export/ExportMenu';
import { PaperField } from '../export/PaperField';
import { SheetButtons } from '../export/SheetButtons';
import '../export/export.css';

export function PrintPanel({ roundId, eventId }: { roundId: number; eventId: number }) {
  const { t } = useTranslation();
  const [perPage, setPerPage] = useState<1 | 2 | 4>(4);
  const [paper, setPaper] = useState<Paper>('a4');
  const sheets = [
    { key: 'slips', label: t('rounds.print.slips'), request: { sheet: 'slips', roundId, perPage, paper } },
    { key: 'byName', label: t('rounds.print.byName'), request: { sheet: 'pairings', roundId, by: 'name', paper } },
    { key: 'byTable', label: t('rounds.print.byTable'), request: { sheet: 'pairings', roundId, by: 'table', paper } },
  ] as const;
  return (
    <div className="print-panel" role="group" aria-label={t('export.printAndExport')}>
      <h3>{t('export.printAndExport')}</h3>
      <div className="print-row">
        <label className="field" htmlFor="print-per-page">
          <span className="field-label">{t('rounds.print.perPage')}</span>
          <select id="print-per-page" value={perPage} onChange={(e) => setPerPage(Number(e.target.value) as 1 | 2 | 4)}>
            {[1, 2, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <PaperField id="print-paper" value={paper} onChange={setPaper} />
      </div>
      <ul className="print-sheets">
        {sheets.map((s) => (
          <li key={s.key}>
            <span className="print-sheet-name">{s.label}</span>
            <SheetButtons request={s.request} sheet={t(`export.sheet.${s.key}`)} />
          </li>
        ))}
      </ul>
      <ExportMenu eventId={eventId} />
    </div>
  );
}
