// runtime: dom. The bracket on the projector: the whole of it when its names stay readable from
// the back of the hall (at least 22 px at 1080p, in proportion on other screens), else by pages
// (a double elimination's two brackets, a large single elimination's halves) turning on the
// room's page timer.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bracket } from '../../../shared/model/bracket';
import { unit } from '../bracket/bracket-geometry';
import { bracketPages, fitScale } from '../bracket/bracket-pages';
import { BracketSvg } from '../bracket/BracketSvg';
import { useElementSize } from './use-element-size';
import { usePageTimer } from './use-page-timer';
import './display.css';

/** Names no smaller than this share of the screen's height (22 px at 1080). */
const minNameVh = 22 / 1080;
/** Nor larger than this: a bracket of four should not shout. */
const maxNameVh = 56 / 1080;

export function BracketView(props: { bracket: Bracket; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const vh = window.innerHeight;
  const pages = useMemo(
    () => (size.height > 0 ? bracketPages(props.bracket, size.width, size.height, minNameVh * vh) : []),
    [props.bracket, size.width, size.height, vh],
  );
  const page = usePageTimer(pages.length, props.pageMs);
  const { onPages } = props;
  useEffect(() => onPages(Math.max(1, pages.length)), [pages.length, onPages]);
  const shown = pages[page];
  const scale = shown ? fitScale(shown.drawing, size.width, size.height, (maxNameVh * vh) / unit.nameFont) : 0;
  const part = shown && shown.part !== 'all' ? t(`display.bracket.parts.${shown.part}`) : '';
  return (
    <div className="dp-paged">
      <div className="dp-paged-box dp-bracket-box" ref={box}>
        {shown && (
          <BracketSvg
            drawing={shown.drawing}
            label={t('display.views.bracket')}
            width={shown.drawing.width * scale}
            height={shown.drawing.height * scale}
          />
        )}
      </div>
      <div className="dp-page" data-testid="display-page">
        {pages.length > 1 ? `${part} · ${t('display.page', { page: page + 1, pages: pages.length })}` : ''}
      </div>
    </div>
  );
}
