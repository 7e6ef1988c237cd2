// runtime: dom. The Swiss stage's planned rounds: empty means "decide later"; beside it the
// core's suggestion for the players checked in now, with a button to take it.
import { useTranslation } from 'react-i18next';
import type { EventProgress } from '../../../shared/model/event';
import { Field } from '../components/Field';

interface Props {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  progress: EventProgress | undefined;
}

export function PlannedRoundsField({ value, onChange, error, progress }: Props) {
  const { t } = useTranslation();
  const suggested = progress?.suggestedRounds ?? null;
  return (
    <div className="planned-rounds">
      <Field
        id="event-planned-rounds"
        label={t('plannedRounds.label')}
        type="number"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <p className="field-hint" id="event-planned-rounds-hint">
        {t('plannedRounds.emptyHint')}{' '}
        {suggested === null ? (
          t('plannedRounds.noSuggestion')
        ) : (
          <>
            {t('plannedRounds.suggested', { count: suggested, players: progress?.checkedIn })}{' '}
            {value !== String(suggested) && (
              <button type="button" className="link-button" onClick={() => onChange(String(suggested))}>
                {t('plannedRounds.use', { count: suggested })}
              </button>
            )}
          </>
        )}
      </p>
    </div>
  );
}

/** The field's text as the contract wants it: empty is "decide later" (a number input gives
 * only digits or nothing; the core refuses a fraction or zero and names the field). */
export const plannedRoundsValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));
