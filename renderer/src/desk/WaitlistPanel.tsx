// runtime: dom. The event's waiting list in order, next in first: who checked in once every place
// was taken. Shown only while somebody waits; a place that frees goes to the first at once (core).
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';

export function WaitlistPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const waiting = useQuery('player.waitlist', { eventId }).data ?? [];
  if (waiting.length === 0) return null;
  return (
    <section className="panel waitlist" aria-label={t('waitlist.title')}>
      <h2>{t('waitlist.title')}</h2>
      <p className="field-hint">{t('waitlist.hint')}</p>
      <ol className="waitlist-names">
        {waiting.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ol>
    </section>
  );
}
