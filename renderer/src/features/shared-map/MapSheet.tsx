// runtime: dom. The event's shared map (Catan 1.18), printed for the tables so every table builds
// the same island: the image as large as the page allows, then the organizer's description, line
// breaks kept. Ready to print once the image has decoded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFrame } from '../../print/SheetFrame';
import { combined, useSnapshot } from '../../print/use-snapshot';
import type { SheetProps } from '../feature';
import { useFeatureText } from '../text';
import { sharedMapTexts } from './texts';
import './map-sheet.css';

/** `id`: the event's. */
export function MapSheet(props: SheetProps) {
  const { i18n } = useTranslation();
  const text = useFeatureText(sharedMapTexts);
  const event = useSnapshot('event.get', { id: props.id });
  const map = useSnapshot('map.get', { eventId: props.id });
  const [decoded, setDecoded] = useState(false);
  const { paper, autoprint } = props.options;
  const day = (date: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const image = map.state === 'done' ? map.value.image : null;
  return (
    <SheetFrame paper={paper} status={combined(event, map)} autoprint={autoprint} pending={Boolean(image) && !decoded} className="list-sheet map-sheet">
      {event.state === 'done' && map.state === 'done' && (
        <article className="map-page">
          <h1 className="map-title">{text('sheetTitle')}</h1>
          <p className="map-event">
            {event.value.name} · {day(event.value.date)}
          </p>
          {image && (
            <img
              className="map-image"
              src={`data:${image.type};base64,${image.data}`}
              alt={text('sheetImageAlt')}
              onLoad={() => setDecoded(true)}
              onError={() => setDecoded(true)}
            />
          )}
          {map.value.description && <p className="map-description">{map.value.description}</p>}
          {!image && !map.value.description && <p className="map-description map-none">{text('sheetNone')}</p>}
        </article>
      )}
    </SheetFrame>
  );
}
