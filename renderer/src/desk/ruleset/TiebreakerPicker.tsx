// runtime: dom. The Generic ruleset's tiebreakers: choose from the library and put them in order;
// each one says what it measures.
import { useTranslation } from 'react-i18next';
import { getOption, setOption } from './options-path';
import { useOptionError, type OptionProps } from './OptionField';

export function TiebreakerPicker({ options, onChange, error, ruleset, isLocked, library }: Omit<OptionProps, 'path'> & { library: string[] }) {
  const { t } = useTranslation();
  const chosen = (getOption(options, 'tiebreakers') as string[] | undefined) ?? [];
  const set = (next: string[]) => onChange(setOption(options, 'tiebreakers', next));
  const move = (i: number, by: number) => {
    const next = [...chosen];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set(next);
  };
  const message = useOptionError(error, ruleset, 'tiebreakers');
  const locked = isLocked?.('tiebreakers') ?? false;
  const left = library.filter((id) => !chosen.includes(id));
  return (
    <fieldset className="tiebreakers">
      <legend>{t('event.options.tiebreakers')}</legend>
      {message && <span className="field-error">{message}</span>}
      <ol>
        {chosen.map((id, i) => (
          <li key={id}>
            <span className="tiebreaker-name" title={t(`standings.columns.${id}.explain`, { defaultValue: '' })}>
              {t(`standings.columns.${id}.label`, { defaultValue: id })}
            </span>
            <span className="tiebreaker-explain">{t(`standings.columns.${id}.explain`, { defaultValue: '' })}</span>
            <span className="tiebreaker-actions">
              <button type="button" disabled={locked || i === 0} onClick={() => move(i, -1)} aria-label={t('event.tiebreakerUp', { name: t(`standings.columns.${id}.label`, { defaultValue: id }) })}>↑</button>
              <button type="button" disabled={locked || i === chosen.length - 1} onClick={() => move(i, 1)} aria-label={t('event.tiebreakerDown', { name: t(`standings.columns.${id}.label`, { defaultValue: id }) })}>↓</button>
              <button type="button" disabled={locked} onClick={() => set(chosen.filter((c) => c !== id))} aria-label={t('event.tiebreakerRemove', { name: t(`standings.columns.${id}.label`, { defaultValue: id }) })}>✕</button>
            </span>
          </li>
        ))}
      </ol>
      {left.length > 0 && !locked && (
        <label className="field" htmlFor="tiebreaker-add">
          <span className="field-label">{t('event.tiebreakerAdd')}</span>
          <select id="tiebreaker-add" value="" onChange={(e) => e.target.value && set([...chosen, e.target.value])}>
            <option value="">—</option>
            {left.map((id) => (
              <option key={id} value={id}>
                {t(`standings.columns.${id}.label`, { defaultValue: id })}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
