// runtime: dom. A long list on a screen that cannot scroll: rows are measured at the real column
// width (long names wrap, never clip), packed into as many columns as fit side by side, and the
// pages turn on a timer with "Page 2 of 5" shown. A list the host hands out a page at a time
// (`window`) shows only what fits of the items given and says how many that is.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { packPages } from './pack-pages';
import { useElementSize } from './use-element-size';
import { usePageTimer } from './use-page-timer';

export interface PagedItem {
  key: string;
  node: ReactNode;
}

export function PagedColumns(props: {
  items: readonly PagedItem[];
  /** The narrowest a column may be, in vh, so text keeps its size on any screen. */
  minColumnVh: number;
  label: string;
  pageMs: number;
  columnHeader?: ReactNode;
  onPages?: (pages: number) => void;
  /** The items are one stretch of a longer list: show the first screenful, report its length,
   * and show `caption` where the page number goes. */
  window?: { caption: string; onShown: (count: number) => void };
}) {
  const { t } = useTranslation();
  const { items, minColumnVh, pageMs, onPages } = props;
  const box = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const gap = window.innerHeight * 0.03;
  const columns = Math.max(1, Math.floor((size.width + gap) / ((minColumnVh / 100) * window.innerHeight + gap)));
  const columnWidth = Math.max(0, (size.width - gap * (columns - 1)) / columns);

  const [heights, setHeights] = useState<{ header: number; rows: number[] }>({ header: 0, rows: [] });
  // Runs after every render: cheap next to a re-query, and catches any change in row text; it
  // stops at no change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = measure.current;
    if (!el) return;
    const header = el.querySelector('[data-measure="header"]')?.getBoundingClientRect().height ?? 0;
    const rows = Array.from(el.querySelectorAll<HTMLElement>('[data-measure="row"]'), (r) => r.getBoundingClientRect().height);
    setHeights((h) => (h.header === header && h.rows.length === rows.length && h.rows.every((v, i) => v === rows[i]) ? h : { header, rows }));
  });

  const ready = heights.rows.length === items.length && size.height > 0;
  const pages = ready ? packPages(heights.rows, size.height - heights.header - 1, columns) : [];
  const page = usePageTimer(props.window ? 1 : pages.length, pageMs);
  useEffect(() => onPages?.(pages.length), [pages.length, onPages]);
  const shown = pages[page] ?? [];
  const shownCount = shown.reduce((n, column) => n + column.length, 0);
  const onShown = props.window?.onShown;
  useEffect(() => {
    if (ready) onShown?.(shownCount);
  }, [ready, shownCount, onShown]);

  return (
    <div className="dp-paged">
      <div className="dp-paged-box" ref={box}>
        <div className="dp-measure" ref={measure} aria-hidden="true" style={{ width: columnWidth }}>
          {props.columnHeader && <div data-measure="header">{props.columnHeader}</div>}
          {items.map((item) => (
            <div key={item.key} data-measure="row">
              {item.node}
            </div>
          ))}
        </div>
        <div className="dp-columns" role="list" aria-label={props.label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap }}>
          {shown.map((column, c) => (
            <div className="dp-column" key={c}>
              {props.columnHeader}
              {column.map((i) => (
                <div role="listitem" key={items[i]!.key}>
                  {items[i]!.node}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="dp-page" data-testid="display-page">
        {props.window ? props.window.caption : pages.length > 1 ? t('display.page', { page: page + 1, pages: pages.length }) : ''}
      </div>
    </div>
  );
}
