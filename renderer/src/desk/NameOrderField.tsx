// runtime: dom. How the event shows players' names: as registered, or family name first where it
// is known ("Kowalska, Anna").
import { useTranslation } from 'react-i18next';
import type { NameOrder } from '../../../shared/text/family-name';
import { nameOrders } from '../../../shared/text/family-name';
import { SelectField } from '../components/Field';

export function NameOrderField({ value, onChange, error }: { value: NameOrder; onChange(value: NameOrder): void; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <SelectField id="event-name-order" label={t('nameOrder.label')} hint={t('nameOrder.hint')} value={value} onChange={(e) => onChange(e.target.value as NameOrder)} error={error}>
      {nameOrders.map((order) => (
        <option key={order} value={order}>
          {t(`nameOrder.${order}`)}
        </option>
      ))}
    </SelectField>
  );
}
