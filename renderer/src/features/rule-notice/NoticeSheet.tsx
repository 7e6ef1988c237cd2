// runtime: dom. The notice of the event's rule modifications, posted where players register
// (Attacktix 6.2): large enough to read on a wall, the organizer's text as typed, line breaks kept;
// without modifications it says the rules are played as written.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/format';
import { SheetFrame } from '../../print/SheetFrame';
import { combined, useSnapshot } from '../../print/use-snapshot';
import type { SheetProps } from '../feature';
import { useFeatureText } from '../text';
import { ruleNoticeTexts } from './texts';
import './rule-notice.css';

/** `id`: the event's. */
export function NoticeSheet(props: SheetProps) {
  const { i18n } = useTranslation();
  const t = useFeatureText(ruleNoticeTexts);
  const event = useSnapshot('event.get', { id: props.id });
  const notice = useSnapshot('notice.get', { eventId: props.id });
  const { paper, autoprint } = props.options;
  const day = (date: string) => formatDay(date, i18n.language, 'long');
  return (
    <SheetFrame paper={paper} status={combined(event, notice)} autoprint={autoprint} className="list-sheet notice-sheet">
      {event.state === 'done' && notice.state === 'done' && (
        <article className="notice-page">
          <h1 className="notice-title">{t('sheetTitle')}</h1>
          <p className="notice-event">
            {event.value.name} · {day(event.value.date)}
          </p>
          {notice.value.text ? (
            <p className="notice-text">{notice.value.text}</p>
          ) : (
            <p className="notice-text notice-none">{t('sheetNone')}</p>
          )}
        </article>
      )}
    </SheetFrame>
  );
}
