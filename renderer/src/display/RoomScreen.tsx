// runtime: dom. The projector once a round is published: the view the organizer picked (or the
// cycle), its header with the corner clock, and the control bar.
import { stageForm } from '../../../shared/model/stage-form';
import { useCallback, useMemo, useState } from 'react';
import type { TournamentEvent } from '../../../shared/model/event';
import { eventTitle } from '../divisions/event-title';
import { useTranslation } from 'react-i18next';
import { roundTables } from '../api/round-tables';
import { useQuery } from '../api/use-query';
import { standingsCaption } from '../standings/format';
import { ControlBar } from './ControlBar';
import { displayTimings } from './display-params';
import { RoomView } from './RoomView';
import { ScreenHeader } from './ScreenHeader';
import { useCycle } from './use-cycle';
import { useDisplayChoice } from './use-display-choice';
import { offeredViews } from './display-views';
import { useIdle } from './use-idle';
import './display.css';
import { roundName } from '../rounds/round-name';

export function RoomScreen({ event, scope, roundId }: { event: TournamentEvent; scope: { divisionId?: number }; roundId: number }) {
  const { t } = useTranslation();
  // Read again when the address changes: a projector sent to another event's address (or other
  // page timings) keeps this screen mounted.
  const hash = window.location.hash;
  const timings = useMemo(() => displayTimings(hash), [hash]);
  const round = useQuery('round.get', { roundId }, event.id, roundTables(roundId));
  const standings = useQuery('standings.get', { eventId: event.id, ...scope });
  const bracket = useQuery('bracket.get', { eventId: event.id, ...scope });
  const grid = useQuery('roundRobin.get', { eventId: event.id, ...scope });
  const hasBracket = Boolean(bracket.data);
  const chart = useQuery('seatedPlayoff.get', { eventId: event.id, ...scope });
  const hasGrid = Boolean(grid.data);
  const hasSchedule = round.data?.stage?.madeInAdvance === true;
  const hasChart = Boolean(chart.data);
  const offered = useMemo(() => offeredViews(hasBracket, hasGrid, hasSchedule, hasChart), [hasBracket, hasGrid, hasSchedule, hasChart]);
  const { choice: picked, pick, advance, toggleCycling, setCycleSeconds } = useDisplayChoice(offered);
  // A bracket (or grid) picked before the event had one (or kept from another event) waits on the first view.
  const choice = offered.includes(picked.view) ? picked : { ...picked, view: offered[0]! };
  const idle = useIdle(timings.idleMs);
  // Pages belong to the view that reported them: the clock has one, whatever came before it.
  const [reported, setReported] = useState({ view: choice.view, pages: 1 });
  const onPages = useCallback((pages: number) => setReported({ view: choice.view, pages }), [choice.view]);
  const pages = reported.view === choice.view ? reported.pages : 1;
  useCycle({ cycling: choice.cycling, view: choice.view, seconds: choice.cycleSeconds, pageMs: timings.pageMs, pages, offered, advance });

  const r = round.data;
  // The header names the round on screen, which may lag roundId by one answer after a publish;
  // the standings name what they count instead, which may be an earlier round.
  const title = !r
    ? ''
    : choice.view === 'standings'
      ? standings.data
        ? standingsCaption(standings.data, t).title
        : ''
      : t('display.title', { round: roundName(t, r), view: t(`display.views.${choice.view}`) });
  return (
    <div className={idle ? 'dp-screen dp-idle' : 'dp-screen'} data-view={choice.view} data-round={r?.number} data-ready={r && standings.data ? 'true' : undefined}>
      {choice.view !== 'clock' && <ScreenHeader eventName={eventTitle(event)} title={title} phone={{ eventId: event.id, ...scope }} clock={r && !stageForm(event.format.resultForm, r.stage?.position).untimed ? r.clock : null} />}
      <main className="dp-body">
        {r && <RoomView view={choice.view} round={r} format={event.format} standings={standings.data} bracket={bracket.data} grid={grid.data} chart={chart.data} pageMs={timings.pageMs} onPages={onPages} />}
      </main>
      <ControlBar choice={choice} views={offered} idle={idle} pick={pick} toggleCycling={toggleCycling} setCycleSeconds={setCycleSeconds} event={event} />
    </div>
  );
}
