// runtime: dom. Who won the call at the table and moved first in game 1 (Attacktix 4.1.8.3), keys
// 1 and 2 as for a game's winner; the later games' first movers follow from it (first-move.ts).
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import type { CallWinner } from './first-move';

interface Props {
  table: RoundTable;
  call: CallWinner;
  missing: boolean;
  onChange(call: CallWinner): void;
}

export function CallFields({ table, call, missing, onChange }: Props) {
  const { t } = useTranslation();
  const seats: ['1' | '2', string][] = [
    ['1', table.seats[0]?.name ?? ''],
    ['2', table.seats[1]?.name ?? ''],
  ];

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if (!(e.target instanceof HTMLInputElement) || e.target.type !== 'radio') return;
    const pick = e.key === '1' || e.key === '2' ? e.key : null;
    if (!pick) return;
    e.preventDefault();
    onChange(pick);
    e.currentTarget.querySelector<HTMLInputElement>(`input[value="${pick}"]`)?.focus();
  }

  return (
    <fieldset className={`game game-call ${missing ? 'game-bad' : ''}`} aria-label={t('results.call.title')}>
      <legend>{t('results.call.title')}</legend>
      <div className="winner" role="radiogroup" aria-label={t('results.call.who')} onKeyDown={onKey}>
        <span className="field-label">{t('results.call.who')}</span>
        {seats.map(([value, name]) => (
          <label key={value} className={`choice ${call === value ? 'chosen' : ''}`}>
            <input type="radio" name="call-winner" value={value} checked={call === value} onChange={() => onChange(value)} />
            <kbd>{value}</kbd> {name}
          </label>
        ))}
        {missing && <span className="field-error">{t('results.call.choose')}</span>}
      </div>
    </fieldset>
  );
}
