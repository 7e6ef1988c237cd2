// runtime: dom. The event's waiting list in order, next in first: who checked in once every place
// was taken. Shown only while somebody waits; a place that frees goes to the first at once (its host,
// electron/features/waiting-list/promote.ts).
import { useQuery } from '../../api/use-query';
import type { CheckInPanelProps } from '../feature';
import { useFeatureText } from '../text';
import { waitingListTexts } from './texts';
import './waiting-list.css';

export function WaitlistPanel({ eventId }: CheckInPanelProps) {
  const text = useFeatureText(waitingListTexts);
  const waiting = useQuery('player.waitlist', { eventId }).data ?? [];
  if (waiting.length === 0) return null;
  return (
    <section className="panel waitlist" aria-label={text('title')}>
      <h2>{text('title')}</h2>
      <p className="field-hint">{text('hint')}</p>
      <ol className="waitlist-names">
        {waiting.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ol>
    </section>
  );
}
