// runtime: dom. The notice of the event's rule modifications, posted where players register
// (Attacktix 6.2): large enough to read on a wall, the organizer's text as typed, line breaks kept;
// without modifications it says the rules are played as written.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../i18n/format';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';

export function NoticeSheet(props: { eventId: number; options: PrintOptions }) {
  const { t, i18n } = useTranslation();
  const event = useSnapshot('event.get', { id: props.eventId });
  const notice = useSnapshot('notice.get', { eventId: props.eventId });
  const { paper, autoprint } = props.options;
  const day = (date: string) => formatDay(date, i18n.language, 'long');
  return (
    <SheetFrame paper={paper} status={combined(event, notice)} autoprint={autoprint} className="list-sheet notice-sheet">
      {event.state === 'done' && notice.state === 'done' && (
        <article className="notice-page">
          <h1 className="notice-title">{t('print.notice.title')}</h1>
          <p className="notice-event">
            {event.value.name} · {day(event.value.date)}
          </p>
          {notice.value.text ? (
            <p className="notice-text">{notice.value.text}</p>
          ) : (
            <p className="notice-text notice-none">{t('print.notice.none')}</p>
          )}
        </article>
      )}
    </SheetFrame>
  );
}
