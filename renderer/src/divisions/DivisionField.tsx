// runtime: dom. The division a player registers for, when the event has more than one: the core
// proposes one from the date of birth (a division for the player's age class first), and the desk
// may choose another.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division } from '../../../shared/model/division';
import { useQuery } from '../api/use-query';
import { SelectField } from '../components/Field';

interface Props {
  eventId: number;
  divisions: readonly Division[];
  dateOfBirth: string;
  value: number | undefined;
  onChange(id: number): void;
  error: string | undefined;
}

export function DivisionField({ eventId, divisions, dateOfBirth, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth);
  const proposal = useQuery('division.propose', divisions.length > 1 ? { eventId, ...(complete ? { dateOfBirth } : {}) } : null, eventId).data;
  const proposed = proposal?.divisionIds[0];
  // A new proposal (another date of birth) is taken until the desk picks a division itself.
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (!picked && proposed !== undefined && proposed !== value) onChange(proposed);
  }, [picked, proposed, value, onChange]);
  if (divisions.length < 2) return null;
  const fits = new Set(proposal?.divisionIds ?? []);
  return (
    <SelectField
      id="player-division"
      label={t('divisions.field')}
      hint={proposal?.age != null ? t('divisions.age', { age: proposal.age }) : t('divisions.ageUnknown')}
      error={error}
      value={value ?? divisions[0]!.id}
      onChange={(e) => {
        setPicked(true);
        onChange(Number(e.target.value));
      }}
    >
      {divisions.map((d) => (
        <option key={d.id} value={d.id}>
          {fits.size > 0 && !fits.has(d.id) ? t('divisions.notForAge', { name: d.name }) : d.name}
        </option>
      ))}
    </SelectField>
  );
}
