// runtime: dom. A seat's score for one game, as typed from the slip, with the message when it is
// missing or not a whole number; the same field whether the desk asks who won or places.
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  /** Names the score and whose it is: "Agenda points — Ann". */
  label: string;
  value: string;
  bad: boolean;
  onChange(value: string): void;
}

export function ScoreInput({ id, label, value, bad, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <input
        id={id}
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={bad ? true : undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {bad && (
        <span className="field-error" id={`${id}-error`}>
          {t('results.required')}
        </span>
      )}
    </>
  );
}
