// runtime: dom. The language every face of this machine reads in, chosen at the desk and kept in
// its settings across restarts; each language is offered under its own name.
import { useTranslation } from 'react-i18next';
import { languages, languageSchema } from '../../../shared/model/settings';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from './use-command';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const save = useCommand('settings.set');
  return (
    <>
      <label className="event-picker" htmlFor="language-select">
        <span>{t('language.label')}</span>
        <select id="language-select" value={i18n.language} disabled={save.busy} onChange={(e) => void save.run({ language: languageSchema.parse(e.target.value) })}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {i18n.getFixedT(code)('language.name')}
            </option>
          ))}
        </select>
      </label>
      {save.error && <ErrorNotice error={save.error} />}
    </>
  );
}
