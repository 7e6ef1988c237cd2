// runtime: dom. The bracket on paper, landscape, black on white: the event's name and the stage
// above the same drawing as the projector's, a page for the whole bracket when its names stay
// readable there, else a page per part (a double elimination's two brackets, a large single
// elimination's halves).
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import { bracketPages } from '../bracket/bracket-pages';
import { BracketSvg } from '../bracket/BracketSvg';
import type { PrintOptions } from './params';
import { stageName } from '../rounds/round-name';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

/** The drawing's room on a landscape page under the title, in CSS px (96 per inch), and the
 * smallest a name may print there (about 10 pt). */
const drawingPx = { a4: { width: 1047, height: 640 }, letter: { width: 980, height: 660 } } as const;
const minNamePx = 13;

export function BracketSheet(props: { eventId: number; options: PrintOptions }) {
  const { t } = useTranslation();
  const scope = scopeOf(props.options.divisionId);
  const event = useSnapshot('event.get', { id: props.eventId, ...scope });
  const bracket = useSnapshot('bracket.get', { eventId: props.eventId, ...scope });
  const { paper, autoprint } = props.options;
  const value = bracket.state === 'done' ? bracket.value : null;
  const pages = value ? bracketPages(value, drawingPx[paper].width, drawingPx[paper].height, minNamePx) : [];
  const stage = value ? t('print.bracket.stage', { position: value.stage.position, kind: stageName(t, value.stage.kind) }) : '';
  return (
    <SheetFrame paper={paper} status={combined(event, bracket)} autoprint={autoprint} className="bracket-sheet landscape">
      {event.state === 'done' && bracket.state === 'done' && !value && <p className="list-subtitle">{t('print.bracket.none')}</p>}
      {event.state === 'done' &&
        pages.map((p, i) => (
          <section className="bracket-page" key={p.part}>
            <h1 className="list-title">
              {eventTitle(event.value)} · {t('print.bracket.title')}
            </h1>
            <p className="list-subtitle">
              {stage}
              {p.part !== 'all' && ` · ${t(`display.bracket.parts.${p.part}`)}`}
              {pages.length > 1 && ` · ${t('print.bracket.page', { page: i + 1, pages: pages.length })}`}
            </p>
            <BracketSvg drawing={p.drawing} label={t('print.bracket.title')} className="bk-paper" />
          </section>
        ))}
    </SheetFrame>
  );
}
