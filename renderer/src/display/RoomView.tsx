// runtime: dom. Picks the view's component; each one remounts on a switch, so its pages start at 1.
import { useTranslation } from 'react-i18next';
import { stageForm } from '../../../shared/model/stage-form';
import type { Bracket } from '../../../shared/model/bracket';
import type { Round } from '../../../shared/model/round';
import type { RoundRobinGrid } from '../../../shared/model/round-robin-grid';
import type { SeatedChart } from '../../../shared/model/seated-chart';
import type { Standings } from '../../../shared/model/standings';
import { BracketView } from './BracketView';
import { ChartView } from './ChartView';
import { ClockView } from './ClockView';
import { GridView } from './GridView';
import type { DisplayView } from './display-views';
import { PairingsByName } from './PairingsByName';
import { PairingsByTable, type TableFormat } from './PairingsByTable';
import { SeatsByName } from './SeatsByName';
import { StandingsView } from './StandingsView';

export function RoomView(props: { view: DisplayView; round: Round; format: TableFormat; standings: Standings | undefined; bracket: Bracket | null | undefined; grid: RoundRobinGrid | null | undefined; chart: SeatedChart | null | undefined; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const { view, round, pageMs, onPages } = props;
  if (view === 'seats') return <SeatsByName round={round} pageMs={pageMs} onPages={onPages} />;
  if (view === 'name') return <PairingsByName round={round} pageMs={pageMs} onPages={onPages} />;
  if (view === 'table') return <PairingsByTable round={round} format={props.format} pageMs={pageMs} onPages={onPages} />;
  if (view === 'standings') return props.standings ? <StandingsView standings={props.standings} pageMs={pageMs} onPages={onPages} /> : null;
  if (view === 'bracket') return props.bracket ? <BracketView bracket={props.bracket} pageMs={pageMs} onPages={onPages} /> : null;
  if (view === 'grid') return props.grid ? <GridView grid={props.grid} pageMs={pageMs} onPages={onPages} /> : null;
  if (view === 'chart') return props.chart ? <ChartView chart={props.chart} onPages={onPages} /> : null;
  // A stage never ended for time (Doomtrooper's playoff) shows no clock.
  if (stageForm(props.format.resultForm, round.stage?.position).untimed) return <p className="dp-clock dp-no-limit">{t('display.noTimeLimit')}</p>;
  return <ClockView clock={round.clock} round={round.number} tables={round.tables} format={props.format} />;
}
