// runtime: dom. The seated playoff's chart on the projector: one page, sixteen names and the
// final, in a size read from the back of the hall (the chart's own font grows with the screen).
import { useEffect } from 'react';
import type { SeatedChart } from '../../../shared/model/seated-chart';
import { ChartTables } from '../seated-playoff/ChartTables';
import './display.css';

export function ChartView(props: { chart: SeatedChart; onPages: (n: number) => void }) {
  const { onPages } = props;
  useEffect(() => onPages(1), [onPages]);
  return (
    <div className="dp-chart">
      <ChartTables chart={props.chart} />
    </div>
  );
}
