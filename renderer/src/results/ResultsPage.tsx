// runtime: dom. The results desk: open a match by table number or slip code, enter, correct.
// Built for a queue of slips: after each save, focus is back in the code field; the tables still
// without a result are listed under it, each opened with a click.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { scopeOf, useDivisionScope } from '../divisions/division-scope';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useEntryNames } from '../rounds/use-entry-names';
import { matchRules } from './match-model';
import { MatchPanel } from './MatchPanel';
import { MissingTables } from './MissingTables';
import { useOpenMatch, type OpenMatch } from './use-open-match';
import './results.css';

export function ResultsPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const scope = useDivisionScope();
  const event = useQuery('event.get', { id: eventId, ...scope }, eventId);
  const names = useEntryNames(eventId);
  const [code, setCode] = useState('');
  const [match, setMatch] = useState<OpenMatch | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const lookup = useOpenMatch(eventId, scope, t);
  // The match's own division's rules: a slip code may open another division's match.
  const matchEvent = useQuery('event.get', match ? { id: eventId, ...scopeOf(match.divisionId) } : null, eventId);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    setMatch(null);
    const found = await lookup.open(code);
    setMatch(found);
    // A scanner types the next code straight after: it must replace the refused one, not extend it.
    if (!found) input.current?.select();
  }

  function openMissing(found: OpenMatch) {
    lookup.clear();
    setSaved(null);
    setMatch(found);
  }

  function backToCode(message: string | null) {
    setMatch(null);
    setSaved(message);
    setCode('');
    input.current?.focus();
  }

  return (
    <main className="desk-main results-page">
      <div className="results-column">
        <form className="panel code-entry" onSubmit={submit} aria-label={t('results.title')}>
          <h2>{t('results.title')}</h2>
          <Field
            id="slip-code"
            ref={input}
            label={t('results.code')}
            hint={t('results.codeHint')}
            value={code}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError(lookup.error, 'code')}
          />
          <ErrorNotice error={lookup.error ?? event.error} />
          {saved && (
            <div className="notice notice-ok" role="status">
              {saved}
            </div>
          )}
          <div className="actions">
            <button type="submit" disabled={lookup.busy || !code.trim()}>
              {t('results.open')}
            </button>
          </div>
        </form>
        {match && matchEvent.data && (
          <MatchPanel
            key={match.tableId}
            eventId={eventId}
            roundId={match.roundId}
            tableId={match.tableId}
            rules={matchRules(matchEvent.data)}
            names={names}
            onDone={backToCode}
            onClose={() => backToCode(null)}
          />
        )}
        <MissingTables eventId={eventId} scope={scope} openTableId={match?.tableId} onOpen={openMissing} />
      </div>
    </main>
  );
}
