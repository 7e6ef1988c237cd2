// runtime: dom. The event's officials at the desk (Attacktix 3): add one with a role, remove one
// who has no table. The core refuses a name that plays in the event and says who.
import { useState, type FormEvent } from 'react';
import { officialRoles, type OfficialRole } from '../../../../shared/features/officials/model';
import { useQuery } from '../../api/use-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCommand } from '../../desk/use-command';
import type { RoundsPanelProps } from '../feature';
import { useFeatureText } from '../text';
import { officialsTexts } from './texts';

export function OfficialsPanel({ eventId }: RoundsPanelProps) {
  const t = useFeatureText(officialsTexts);
  const officials = useQuery('official.list', { eventId });
  const add = useCommand('official.add');
  const remove = useCommand('official.remove');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OfficialRole>('referee');

  async function submit(e: FormEvent) {
    e.preventDefault();
    remove.clearError();
    if ((await add.run({ eventId, name, role })).ok) setName('');
  }

  return (
    <section className="panel officials" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p className="field-hint">{t('explain')}</p>
      <ErrorNotice error={officials.error} />
      {(officials.data ?? []).length === 0 ? (
        <p className="empty">{t('none')}</p>
      ) : (
        <ul className="official-list">
          {officials.data!.map((o) => (
            <li key={o.id}>
              <span className="official-name">{o.name}</span> <span className="official-role">{t(`roles.${o.role}`)}</span>
              <button type="button" className="small" aria-label={t('removeLabel', { name: o.name })} onClick={() => void remove.run({ id: o.id, version: o.version })}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorNotice error={remove.error} />
      <form className="official-form" onSubmit={(e) => void submit(e)}>
        <label>
          {t('name')}
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('role')}
          <select value={role} onChange={(e) => setRole(e.target.value as OfficialRole)}>
            {officialRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={add.busy}>
          {t('add')}
        </button>
      </form>
      <ErrorNotice error={add.error} />
    </section>
  );
}
