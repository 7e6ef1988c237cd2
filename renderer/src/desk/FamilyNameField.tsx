// runtime: dom. A player's family name, beside the name: optional, so it stays a button until the
// desk asks for it (or the player has one); once open it stays open for the next player typed in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/Field';

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

export function FamilyNameField({ id, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  if (!asked && !value && !error) {
    return (
      <p className="field add-family-name">
        <button type="button" className="link-button" onClick={() => setAsked(true)}>
          {t('register.addFamilyName')}
        </button>
      </p>
    );
  }
  return (
    <Field
      id={id}
      label={t('register.familyName')}
      hint={t('register.familyNameHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={asked && !value}
    />
  );
}
