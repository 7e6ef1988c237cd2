// runtime: dom. The schedule made in advance, at the desk: every round's tables in starting order
// (the round being played open), the quality report in words, why it was made (again), a "find
// your seat" list by name, and the seating lists to print.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paper, SheetRequest } from '../api/print';
import type { ScheduleView } from '../../../shared/model/schedule';
import { PaperField } from '../export/PaperField';
import { SheetButtons } from '../export/SheetButtons';
import { useDivisionScope } from '../divisions/division-scope';
import { noteTexts } from '../rounds/note-text';
import { FindSeatTable } from './FindSeatTable';
import { ScheduleRoundTable } from './ScheduleRoundTable';
import { qualityTexts } from './schedule-text';
import './schedule.css';

export function SchedulePanel({ view, names }: { view: ScheduleView; names: Map<number, string> }) {
  const { t } = useTranslation();
  const scope = useDivisionScope();
  const [paper, setPaper] = useState<Paper>('a4');
  const name = (round: number) => t('schedule.round', { number: round + view.offset });
  // The round in play, else the next to play, opens by itself.
  const open = view.rounds.find((r) => r.status === 'published' || r.status === 'draft' || r.status === 'to_play')?.round;
  const sheets: { key: string; label: string; request: SheetRequest }[] = [
    ...view.rounds.map((r) => ({ key: `round-${r.round}`, label: t('schedule.print.seating', { round: name(r.round) }), request: { sheet: 'seating' as const, eventId: view.eventId, ...scope, by: 'table' as const, round: r.round, paper } })),
    { key: 'by-name', label: t('schedule.print.byName'), request: { sheet: 'seating', eventId: view.eventId, ...scope, by: 'name', paper } },
  ];
  return (
    <section className="panel schedule" aria-label={t('schedule.title')}>
      <h2>{t('schedule.title')}</h2>
      <p className="round-explain">{t('schedule.explain')}</p>
      {view.remakePending && (
        <p className="schedule-pending" role="status">
          {t('schedule.remakePending')}
        </p>
      )}
      <div className="schedule-quality" role="region" aria-label={t('schedule.quality.title')}>
        <h3>{t('schedule.quality.title')}</h3>
        <ul>
          {qualityTexts(t, view.quality).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      <div className="schedule-makings" role="region" aria-label={t('schedule.history')}>
        <h3>{t('schedule.history')}</h3>
        <ul>
          {view.makings.map((m, i) => (
            <li key={i}>
              <span className="schedule-made-at">{t('schedule.madeAt', { round: name(m.round) })}</span> {noteTexts(t, m.notes, names).join(' ')}
            </li>
          ))}
        </ul>
      </div>
      {view.rounds.map((r) => (
        <details key={r.round} className="schedule-round" open={r.round === open}>
          <summary>
            {name(r.round)} <span className={`badge round-status round-status-${r.status === 'to_play' ? 'draft' : r.status}`}>{t(`schedule.status.${r.status}`)}</span>
          </summary>
          <ScheduleRoundTable round={r} offset={view.offset} className="pairings schedule-table" />
        </details>
      ))}
      <details className="schedule-round">
        <summary>{t('schedule.findSeat')}</summary>
        <FindSeatTable view={view} className="pairings schedule-table" label={t('schedule.findSeat')} />
      </details>
      <div className="print-panel" role="group" aria-label={t('schedule.print.title')}>
        <h3>{t('schedule.print.title')}</h3>
        <div className="print-row">
          <PaperField id="schedule-paper" value={paper} onChange={setPaper} />
        </div>
        <ul className="print-sheets">
          {sheets.map((s) => (
            <li key={s.key}>
              <span className="print-sheet-name">{s.label}</span>
              <SheetButtons request={s.request} sheet={s.label} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
