// runtime: dom. The round robin grid on paper, landscape, black on white: the event's name and the
// stage above the main grid, then each tie-break grid, the same crosstable as the projector's
// with every result known printed and every other cell left empty to be written in (its round
// small in the corner), then a legend.
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import { GridTable } from '../round-robin/GridTable';
import { stageName } from '../rounds/round-name';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

export function GridSheet(props: { eventId: number; options: PrintOptions }) {
  const { t } = useTranslation();
  const scope = scopeOf(props.options.divisionId);
  const event = useSnapshot('event.get', { id: props.eventId, ...scope });
  const grid = useSnapshot('roundRobin.get', { eventId: props.eventId, ...scope });
  const { paper, autoprint } = props.options;
  const value = grid.state === 'done' ? grid.value : null;
  return (
    <SheetFrame paper={paper} status={combined(event, grid)} autoprint={autoprint} className="grid-sheet landscape">
      {event.state === 'done' && (
        <>
          <h1 className="list-title">
            {eventTitle(event.value)} · {t('print.grid.title')}
          </h1>
          {!value && <p className="list-subtitle">{t('print.grid.none')}</p>}
          {value && (
            <>
              <p className="list-subtitle">{t('print.bracket.stage', { position: value.stage.position, kind: stageName(t, value.stage.kind) })}</p>
              {value.grids.map((g) => (
                <GridTable key={g.cycle} grid={g} offset={value.offset} currentRound={value.currentRound} winner={value.winner} paper />
              ))}
              <p className="list-legend">{t('print.grid.legend')}</p>
            </>
          )}
        </>
      )}
    </SheetFrame>
  );
}
