// runtime: dom. Enter or correct one table's result by keyboard: focus starts on game 1's first
// field (its winner, or the first seat's place), Enter saves, Escape closes. The core's refusals
// are shown next to the game they name. What was typed here is never dropped: if another desk
// stored this table first, both results are shown.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteValue } from '../../../shared/model/note';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { ErrorNotice, fieldError } from '../components/ErrorNotice';
import { Field } from '../components/Field';
import { useCommand } from '../desk/use-command';
import { noteParams } from '../rounds/note-text';
import { DraftFields } from './DraftFields';
import { KeepLaterRounds } from './KeepLaterRounds';
import { forfeitsOf } from '../features/penalties/penalty-model';
import { checked, gamesOf, openDrafts, type MatchDrafts } from './match-drafts';
import { sameGames, storedResultOf, type MatchRules, type StoredResult } from './match-model';
import { ResultConflict } from './ResultConflict';
import { SigningFields } from './SigningFields';
import { teamViewOf } from './team-view';
import { signingDraft, signingProblem, toSigning } from './signing-model';

interface Props {
  table: RoundTable;
  /** The table's assigned referee's name, '' when none. */
  tableReferee: string;
  rules: MatchRules;
  names: Map<number, string>;
  correcting: boolean;
  onDone(message: string): void;
  onCancel(): void;
}

export function MatchForm({ table: seated, tableReferee, rules, names: seatNames, correcting, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  // A table of teams is entered per team: each team one seat of the form.
  const [teams] = useState(() => teamViewOf(seated, seatNames, t));
  const table = teams?.table ?? seated;
  const names = teams?.names ?? seatNames;
  const [drafts, setDrafts] = useState<MatchDrafts>(() => openDrafts(table, rules));
  const [reason, setReason] = useState('');
  const [signing, setSigning] = useState(() => signingDraft(table));
  const [signingMissing, setSigningMissing] = useState<'by' | 'refused' | null>(null);
  const [headJudge, setHeadJudge] = useState('');
  // A signed sheet the ruleset locks: a correction is the head judge's fix of a typing error.
  const locked = correcting && Boolean(rules.sheet?.lockWhenSigned && table.signing);
  const [clash, setClash] = useState<{ typed: GameValue[]; stored: StoredResult } | null>(null);
  const enter = useCommand('result.enter');
  const correct = useCommand('result.correct');
  const command = correcting ? correct : enter;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => form.current?.querySelector<HTMLElement>('.games input, .games select')?.focus(), []);

  const notes = ((command.error?.details?.notes ?? []) as NoteValue[]).map((n) => ({
    game: typeof n.params?.game === 'number' ? n.params.game : null,
    text: t(`results.problems.${n.code}`, { ...noteParams(t, n.params, names), defaultValue: n.code }),
  }));
  const general = notes.filter((n) => n.game === null).map((n) => n.text);

  /** `keepLaterRounds`: the desk chose to keep the rounds played after this one as they stand. */
  async function submit(e?: FormEvent, keepLaterRounds = false) {
    e?.preventDefault();
    const next = checked(drafts, table, rules);
    setDrafts(next);
    const missing = rules.sheet ? signingProblem(signing) : null;
    setSigningMissing(missing);
    if (next.problems || missing) return;
    const typed = gamesOf(next, table, rules);
    const games = teams ? teams.spread(typed) : typed;
    const signed = rules.sheet ? { signing: toSigning(signing, table) } : {};
    // Without the head judge the core refuses the fix with the lock's own sentence (1.14).
    const r = correcting
      ? await correct.run({ tableId: table.id, version: table.version, games, reason, ...signed, ...(locked && headJudge.trim() ? { headJudge } : {}), ...(keepLaterRounds ? { keepLaterRounds } : {}) })
      : await enter.run({ tableId: table.id, version: table.version, games, ...signed });
    if (r.ok) return onDone(t(correcting ? 'results.corrected' : 'results.saved', { table: table.number }));
    const stored = r.error.code === 'conflict' ? storedResultOf(r.error.details) : null;
    if (stored && sameGames(stored.games, games)) onDone(t('results.conflict.same', { table: table.number }));
    else if (stored) setClash({ typed: games, stored });
  }

  if (clash) return <ResultConflict table={table} typed={clash.typed} stored={clash.stored} reason={reason} onDone={onDone} />;

  function onKey(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape') onCancel();
    // A radio button or a select does not submit on Enter by itself; at this desk Enter always saves.
    else if (e.key === 'Enter' && ((e.target instanceof HTMLInputElement && e.target.type === 'radio') || e.target instanceof HTMLSelectElement)) void submit(e);
  }

  const extra = (rules.drawsAllowed ? t('results.keysDraw') : '') + (rules.games > rules.gamesRequired ? t('results.keysSkip') : '');
  return (
    <form className="match-form" ref={form} onSubmit={submit} onKeyDown={onKey} aria-label={t('results.tableTitle', { table: table.number })}>
      <p className="field-hint">{rules.entry === 'winner' ? t('results.keys', { extra }) : t(rules.entry === 'places' ? 'results.placesKeys' : 'results.race.keys', { target: rules.target, score: t(`results.scoreNames.${rules.scoreName}`, { defaultValue: rules.scoreName }) })}</p>
      {command.error && !notes.length ? <ErrorNotice error={command.error} /> : null}
      {correcting && <KeepLaterRounds error={command.error} busy={command.busy} onKeep={() => void submit(undefined, true)} />}
      {forfeitsOf(table).map((f) => (
        <p key={`${f.entryId}-${f.game}`} className="notice notice-warn penalty-decided">
          {t(f.penalty === 'forfeit_match' ? 'results.penalties.decidedMatch' : 'results.penalties.decided', { game: f.game, name: names.get(f.entryId) ?? `#${f.entryId}` })}
        </p>
      ))}
      {general.length > 0 && (
        <div className="notice notice-error" role="alert">
          {general.join(' ')}
        </div>
      )}
      <div className="games">
        <DraftFields drafts={drafts} table={table} ofTeams={teams !== null} rules={rules} onChange={setDrafts} notesOf={(game) => notes.filter((n) => n.game === game).map((n) => n.text)} />
      </div>
      {rules.sheet && <SigningFields table={table} sheet={rules.sheet} draft={signing} onChange={(next) => {
            setSigning(next);
            setSigningMissing(null);
          }} problem={signingMissing} error={command.error} tableReferee={tableReferee} />}
      {locked && <p className="notice notice-warn">{t('results.sheet.fixExplain')}</p>}
      {locked && <Field id="head-judge" label={t('results.sheet.headJudge')} value={headJudge} onChange={(e) => setHeadJudge(e.target.value)} error={fieldError(command.error, 'headJudge')} />}
      {correcting && <Field id="correct-reason" label={t(locked ? 'results.sheet.typingReason' : 'results.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(command.error, 'reason')} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={command.busy}>
          {t(locked ? 'results.sheet.saveFix' : correcting ? 'results.saveCorrection' : 'results.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('results.cancel')}
        </button>
      </div>
    </form>
  );
}
