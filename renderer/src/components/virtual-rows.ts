// runtime: dom. The long lists of the desk (a round's tables, the standings, the check-in list)
// draw only the rows near the window, with @tanstack/react-virtual measuring each row as drawn;
// the page itself scrolls, as it does for a short list, so the tab's header, the notices and the
// panels under the list stay where they were (a list that scrolls in its own box, the check-in
// list, says so: `ownScroll`). Spacers of the undrawn rows' height stand above and
// below (and between, where a focused row far off is kept drawn), so the scroll bar is the whole
// list's.
//
// Only above VIRTUAL_FROM rows: a club's event (a few dozen tables) is drawn whole as before, so
// its page behaves exactly as it always did (Ctrl+F, the browser's own printing of the page,
// tabbing through every row). The printed sheets are their own pages (renderer/src/print/) and
// always carry every row; find-in-page cannot see an undrawn row, so each long list has the app's
// own search (FindRow, the check-in search).
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

/** Lists of more rows than this are drawn in part. */
export const VIRTUAL_FROM = 200;
/** Rows drawn beyond each edge of the window: a Tab to the next row finds it drawn. */
const OVERSCAN = 8;

export interface DrawnRow {
  index: number;
  /** Space of undrawn rows to leave above this one (px). */
  gapBefore: number;
}

export interface VirtualRows<E extends HTMLElement> {
  /** The list drawn in part (false: every row drawn, no spacers). */
  virtual: boolean;
  rows: DrawnRow[];
  /** Space of the undrawn rows after the last drawn one (px). */
  after: number;
  /** On the list's outer element: where it starts on the page. */
  listRef: (el: E | null) => void;
  /** On each drawn row (with `data-index`): its height is measured. */
  measure: (el: Element | null) => void;
  /** On the list's outer element: the focused row stays drawn while scrolled away. */
  onFocus(e: FocusEvent): void;
  onBlur(e: FocusEvent): void;
  /** Brings a row into the window (drawing it first): to its middle, or (`nearest`) only as far
   * as needed, as arrow keys move a selection. */
  scrollTo(index: number, nearest?: boolean): void;
}

const rowIndex = (target: EventTarget | null): number | null => {
  const row = target instanceof Element ? target.closest('[data-index]') : null;
  const n = row ? Number(row.getAttribute('data-index')) : NaN;
  return Number.isInteger(n) ? n : null;
};

export function useVirtualRows<E extends HTMLElement>(count: number, estimate: number, key: (index: number) => string | number, ownScroll = false): VirtualRows<E> {
  const virtual = count > VIRTUAL_FROM;
  const [list, setList] = useState<E | null>(null);
  const [margin, setMargin] = useState(0);
  const focused = useRef<number | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;

  // Where the list starts on the page: the notices, warnings and headers above it change it.
  useLayoutEffect(() => {
    if (!list || !virtual || ownScroll) return;
    const place = () => setMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, virtual, ownScroll]);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focused.current;
    if (f === null || f >= range.count || indexes.includes(f)) return indexes;
    return [...indexes, f].sort((a, b) => a - b);
  }, []);

  const options = { estimateSize: () => estimate, overscan: OVERSCAN, getItemKey: (i: number) => keyRef.current(i), rangeExtractor };
  const onWindow = useWindowVirtualizer({ ...options, count: virtual && !ownScroll ? count : 0, scrollMargin: margin });
  const inBox = useVirtualizer({ ...options, count: virtual && ownScroll ? count : 0, getScrollElement: () => list });
  const v = ownScroll ? inBox : onWindow;
  const start = ownScroll ? 0 : margin;

  const listRef = useCallback((el: E | null) => setList(el), []);
  const onFocus = useCallback((e: FocusEvent) => {
    focused.current = rowIndex(e.target);
  }, []);
  const onBlur = useCallback((e: FocusEvent) => {
    if (rowIndex(e.relatedTarget) === null) focused.current = null;
  }, []);

  if (!virtual) {
    return {
      virtual,
      rows: Array.from({ length: count }, (_, index) => ({ index, gapBefore: 0 })),
      after: 0,
      listRef,
      measure: () => {},
      onFocus,
      onBlur,
      scrollTo: (index, nearest) => list?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: nearest ? 'nearest' : 'center' }),
    };
  }
  const items = v.getVirtualItems();
  let end = start;
  const rows = items.map((item) => {
    const row = { index: item.index, gapBefore: Math.max(0, item.start - end) };
    end = item.end;
    return row;
  });
  return {
    virtual,
    rows,
    after: Math.max(0, v.getTotalSize() + start - end),
    listRef,
    measure: v.measureElement,
    onFocus,
    onBlur,
    scrollTo: (index, nearest) => v.scrollToIndex(index, { align: nearest ? 'auto' : 'center' }),
  };
}
