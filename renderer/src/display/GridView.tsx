// runtime: dom. The round robin grid on the projector: the main grid and each tie-break grid on
// one page when their text stays readable from the back of the hall (at least 26 px at 1080p, in
// proportion on other screens), else a grid a page turning on the room's page timer. A grid of
// more than about 12 sides is drawn smaller rather than split.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundRobinGrid } from '../../../shared/model/round-robin-grid';
import { gridPages } from '../round-robin/grid-layout';
import { GridTable } from '../round-robin/GridTable';
import { useElementSize } from './use-element-size';
import { usePageTimer } from './use-page-timer';
import './display.css';

/** Grids share a page only while their text is at least this share of the screen's height. */
const minTogetherVh = 26 / 1080;
/** Nor larger than this: a grid of three should not shout. */
const maxFontVh = 48 / 1080;

export function GridView(props: { grid: RoundRobinGrid; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const vh = window.innerHeight;
  const { grid } = props;
  const pages = useMemo(
    () => (size.height > 0 ? gridPages(grid.grids, size.width, size.height, minTogetherVh * vh, maxFontVh * vh) : []),
    [grid.grids, size.width, size.height, vh],
  );
  const page = usePageTimer(pages.length, props.pageMs);
  const { onPages } = props;
  useEffect(() => onPages(Math.max(1, pages.length)), [pages.length, onPages]);
  const shown = pages[page];
  return (
    <div className="dp-paged">
      <div className="dp-paged-box dp-grid-box" ref={box}>
        {shown && (
          <div className={`dp-grids dp-grids-${shown.direction}`} style={{ fontSize: `${shown.font}px` }} role="group" aria-label={t('display.views.grid')}>
            {shown.grids.map((g) => (
              <GridTable key={g.cycle} grid={g} offset={grid.offset} currentRound={grid.currentRound} winner={grid.winner} paper={false} font={shown.font} />
            ))}
          </div>
        )}
      </div>
      <div className="dp-page" data-testid="display-page">
        {pages.length > 1 ? t('display.page', { page: page + 1, pages: pages.length }) : ''}
      </div>
    </div>
  );
}
