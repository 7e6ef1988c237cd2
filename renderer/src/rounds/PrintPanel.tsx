// runtime: dom. Printing for a round: the slips players sign, and the pairings for the wall.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printSheet, type Paper } from '../api/print';

export function PrintPanel({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const [perPage, setPerPage] = useState<1 | 2 | 4>(4);
  const [paper, setPaper] = useState<Paper>('a4');
  return (
    <div className="print-panel" role="group" aria-label={t('rounds.print.title')}>
      <h3>{t('rounds.print.title')}</h3>
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
        <label className="field" htmlFor="print-paper">
          <span className="field-label">{t('rounds.print.paper')}</span>
          <select id="print-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
            <option value="a4">{t('rounds.print.a4')}</option>
            <option value="letter">{t('rounds.print.letter')}</option>
          </select>
        </label>
        <div className="actions">
          <button type="button" onClick={() => printSheet({ sheet: 'slips', roundId, perPage, paper })}>
            {t('rounds.print.slips')}
          </button>
          <button type="button" onClick={() => printSheet({ sheet: 'pairings', roundId, by: 'name', paper })}>
            {t('rounds.print.byName')}
          </button>
          <button type="button" onClick={() => printSheet({ sheet: 'pairings', roundId, by: 'table', paper })}>
            {t('rounds.print.byTable')}
          </button>
        </div>
      </div>
    </div>
  );
}
