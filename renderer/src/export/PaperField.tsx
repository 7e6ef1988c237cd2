// runtime: dom. The paper every printed sheet comes on: A4 or US Letter.
import { useTranslation } from 'react-i18next';
import type { Paper } from '../api/print';

export function PaperField({ id, value, onChange }: { id: string; value: Paper; onChange: (paper: Paper) => void }) {
  const { t } = useTranslation();
  return (
    <label className="field paper-field" htmlFor={id}>
      <span className="field-label">{t('export.paper')}</span>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Paper)}>
        <option value="a4">{t('export.a4')}</option>
        <option value="letter">{t('export.letter')}</option>
      </select>
    </label>
  );
}
