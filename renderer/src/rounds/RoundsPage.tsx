// runtime: dom. The head judge's rounds: draft pairings, warnings, manual changes, publish, clock.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { useDivisionScope } from '../divisions/division-scope';
import { ErrorNotice } from '../components/ErrorNotice';
import { FeatureRoundsPanels } from '../features/Slots';
import { SchedulePanel } from '../schedule/SchedulePanel';
import { ManualChangesPanel } from './ManualChangesPanel';
import { PairFirstRound } from './PairFirstRound';
import { RoundList } from './RoundList';
import { RoundView } from './RoundView';
import { useEntryNames } from './use-entry-names';
import './rounds.css';

export function RoundsPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const scope = useDivisionScope();
  const rounds = useQuery('round.list', { eventId, ...scope });
  const names = useEntryNames(eventId);
  const schedule = useQuery('schedule.get', { eventId, ...scope }, eventId);
  // null follows the newest round, so pairing the next one shows it without a click.
  const [chosen, setChosen] = useState<number | null>(null);
  const list = rounds.data ?? [];
  const latest = list.at(-1);
  const shown = list.find((r) => r.id === chosen) ?? latest;

  return (
    <main className="desk-main rounds-page">
      <div className="rounds-main">
        <ErrorNotice error={rounds.error} />
        {rounds.loading && <p className="empty">{t('common.loading')}</p>}
        {!rounds.loading && !latest && <PairFirstRound eventId={eventId} />}
        {shown && <RoundView key={shown.id} roundId={shown.id} eventId={eventId} names={names} isLatest={shown.id === latest?.id} />}
        {schedule.data && <SchedulePanel view={schedule.data} names={names} />}
      </div>
      <aside className="rounds-side">
        {list.length > 0 && <RoundList rounds={list} shownId={shown?.id} onChoose={(id) => setChosen(id === latest?.id ? null : id)} />}
        <ManualChangesPanel eventId={eventId} names={names} rounds={list} />
        <FeatureRoundsPanels eventId={eventId} />
      </aside>
    </main>
  );
}
