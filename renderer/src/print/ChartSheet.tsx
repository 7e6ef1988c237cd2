// runtime: dom. The seated playoff's chart on paper, black on white: the event's name and the
// stage, the chart explained, the semifinal tables with their players in seat choice order, then
// the final (or who will play it), as on the projector.
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import { stageName } from '../rounds/round-name';
import { ChartTables } from '../seated-playoff/ChartTables';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

export function ChartSheet(props: { eventId: number; options: PrintOptions }) {
  const { t } = useTranslation();
  const scope = scopeOf(props.options.divisionId);
  const event = useSnapshot('event.get', { id: props.eventId, ...scope });
  const chart = useSnapshot('seatedPlayoff.get', { eventId: props.eventId, ...scope });
  const { paper, autoprint } = props.options;
  const value = chart.state === 'done' ? chart.value : null;
  return (
    <SheetFrame paper={paper} status={combined(event, chart)} autoprint={autoprint} className="chart-sheet landscape">
      {event.state === 'done' && (
        <>
          <h1 className="list-title">
            {eventTitle(event.value)} · {t('seatedChart.title')}
          </h1>
          {!value && <p className="list-subtitle">{t('seatedChart.print.none')}</p>}
          {value && (
            <>
              <p className="list-subtitle">{t('print.bracket.stage', { position: value.stage.position, kind: stageName(t, value.stage.kind) })}</p>
              <ChartTables chart={value} />
            </>
          )}
        </>
      )}
    </SheetFrame>
  );
}
