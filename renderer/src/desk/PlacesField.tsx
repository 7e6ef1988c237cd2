// runtime: dom. The event's number of places: empty means no limit.
import { useTranslation } from 'react-i18next';
import { Field } from '../components/Field';

export function PlacesField({ value, onChange, error }: { value: string; onChange(value: string): void; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Field
      id="event-places"
      className="places"
      label={t('places.label')}
      hint={t('places.emptyHint')}
      type="number"
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** The field's text as the contract wants it: empty is no limit (the core refuses zero or a
 * fraction and names the field). */
export const placesValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));
