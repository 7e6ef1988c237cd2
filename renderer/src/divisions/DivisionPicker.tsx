// runtime: dom. Which division the desk works on, beside the desk's tabs: its rounds, results and
// standings are that division's. Shown only when the event has more than one.
import { useTranslation } from 'react-i18next';
import type { Division } from '../../../shared/model/division';

export function DivisionPicker({ divisions, value, onChange }: { divisions: readonly Division[]; value: number; onChange(id: number): void }) {
  const { t } = useTranslation();
  if (divisions.length < 2) return null;
  return (
    <label className="event-picker division-picker" htmlFor="division-select">
      <span>{t('divisions.picker')}</span>
      <select id="division-select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {divisions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}
