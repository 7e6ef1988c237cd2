// runtime: dom. An event's divisions side by side: who plays in each (how many entries) and under
// which settings, a new one added, one renamed or its options changed until it has paired.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { divisionLetter, type Division } from '../../../shared/model/division';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { DivisionForm } from './DivisionForm';
import './divisions.css';

export function DivisionsPanel({ eventId, onClose }: { eventId: number; onClose(): void }) {
  const { t } = useTranslation();
  const event = useQuery('event.get', { id: eventId }, eventId);
  const presets = useQuery('ruleset.list', {});
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const preset = presets.data?.find((p) => p.id === event.data?.ruleset);
  if (!event.data || !preset) return <ErrorNotice error={event.error ?? presets.error} />;
  const finish = (key: 'added' | 'saved') => (d: Division) => {
    setEditing(null);
    setDone(t(`divisions.${key}`, { name: d.name }));
  };
  const shown = event.data.divisions.find((d) => d.id === editing);
  return (
    <section className="panel divisions" aria-label={t('divisions.title')}>
      <h2>{t('divisions.title')}</h2>
      <p className="field-hint">{t('divisions.explain')}</p>
      {done && (
        <div className="notice notice-ok" role="status">
          {done}
        </div>
      )}
      <table className="division-list">
        <thead>
          <tr>
            <th scope="col">{t('divisions.letter')}</th>
            <th scope="col">{t('divisions.name')}</th>
            <th scope="col">{t('divisions.settings')}</th>
            <th scope="col">{t('divisions.entries')}</th>
            <th scope="col" aria-label={t('divisions.actions')} />
          </tr>
        </thead>
        <tbody>
          {event.data.divisions.map((d) => (
            <tr key={d.id}>
              <td>{divisionLetter(d.position) ? `${divisionLetter(d.position)}-…` : t('divisions.noLetter')}</td>
              <td>{d.name}</td>
              <td>{d.ownOptions ? t('divisions.own') : t('divisions.event')}</td>
              <td>{d.entries}</td>
              <td>
                <button type="button" onClick={() => setEditing(d.id)} aria-label={t('divisions.edit', { name: d.name })}>
                  {t('divisions.editShort')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing === null && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('divisions.addTitle')}
          </button>
          <button type="button" onClick={onClose}>
            {t('divisions.close')}
          </button>
        </div>
      )}
      {editing === 'new' && <DivisionForm event={event.data} preset={preset} onDone={finish('added')} onCancel={() => setEditing(null)} />}
      {shown && <DivisionForm key={shown.id} event={event.data} division={shown} preset={preset} onDone={finish('saved')} onCancel={() => setEditing(null)} />}
    </section>
  );
}
