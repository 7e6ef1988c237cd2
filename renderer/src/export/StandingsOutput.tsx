// runtime: dom. Everything that takes the standings off the screen, for the standings tab's
// header: the paper, Print and Save as PDF, the bracket's (or the round robin grid's) too while the
// event has one, the head judge's results report, and Export.
import { useState } from 'react';
import { useDivisionScope } from '../divisions/division-scope';
import { useTranslation } from 'react-i18next';
import type { Paper } from '../api/print';
import { useQuery } from '../api/use-query';
import { ExportMenu } from './ExportMenu';
import { PaperField } from './PaperField';
import { SheetButtons } from './SheetButtons';
import './export.css';

export function StandingsOutput({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<Paper>('a4');
  const scope = useDivisionScope();
  const bracket = useQuery('bracket.get', { eventId, ...scope });
  const grid = useQuery('roundRobin.get', { eventId, ...scope });
  const chart = useQuery('seatedPlayoff.get', { eventId, ...scope });
  return (
    <div className="standings-output" role="group" aria-label={t('export.outputStandings')}>
      <PaperField id="standings-paper" value={paper} onChange={setPaper} />
      <SheetButtons request={{ sheet: 'standings', eventId, ...scope, paper }} sheet={t('export.sheet.standings')} />
      {bracket.data && (
        <span className="bracket-output">
          <span>{t('export.bracket.label')}</span>
          <SheetButtons request={{ sheet: 'bracket', eventId, ...scope, paper }} sheet={t('export.bracket.sheet')} />
        </span>
      )}
      {grid.data && (
        <span className="bracket-output">
          <span>{t('export.grid.label')}</span>
          <SheetButtons request={{ sheet: 'grid', eventId, ...scope, paper }} sheet={t('export.grid.sheet')} />
        </span>
      )}
      {chart.data && (
        <span className="bracket-output">
          <span>{t('seatedChart.print.label')}</span>
          <SheetButtons request={{ sheet: 'chart', eventId, ...scope, paper }} sheet={t('seatedChart.print.sheet')} />
        </span>
      )}
      <span className="bracket-output">
        <span>{t('export.report.label')}</span>
        <SheetButtons request={{ sheet: 'report', eventId, ...scope, paper }} sheet={t('export.report.sheet')} />
      </span>
      <ExportMenu eventId={eventId} />
    </div>
  );
}
