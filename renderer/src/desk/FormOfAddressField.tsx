// runtime: dom. The optional form of address on the registration and edit forms: how Russian and
// Polish sentences about the player are worded.
import { useTranslation } from 'react-i18next';
import { formOfAddressSchema, type FormOfAddress } from '../../../shared/model/player';
import { SelectField } from '../components/Field';

interface Props {
  id: string;
  /** '' while not given. */
  value: FormOfAddress | '';
  onChange(value: FormOfAddress | ''): void;
  error?: string | undefined;
}

export function FormOfAddressField({ id, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <SelectField id={id} label={t('register.formOfAddress')} value={value} error={error} onChange={(e) => onChange(e.target.value === '' ? '' : formOfAddressSchema.parse(e.target.value))}>
      <option value="">{t('register.formsOfAddress.none')}</option>
      <option value="female">{t('register.formsOfAddress.female')}</option>
      <option value="male">{t('register.formsOfAddress.male')}</option>
    </SelectField>
  );
}
