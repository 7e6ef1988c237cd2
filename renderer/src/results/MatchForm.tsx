// runtime: dom. Enter or correct one table's result by keyboard: focus starts on game 1's first
// field (its winner, or the first seat's place), Enter saves, Escape closes. The core's refusals
// are shown next to the game they name. What was typed here is never dropped: if another desk
// stored this table first, both results are shown.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
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
import { checked, gamesOf, openDrafts, type MatchDrafts } from './match-drafts';
import { sameGames, storedResultOf, type MatchRules, type StoredResult } from './match-model';
import { ResultConflict } from './ResultConflict';
import { teamViewOf } from './team-view';
import { FeatureResultFields, useCorrectionLock, useDecidedGames } from '../features/Slots';
import { featureResultProblem } from '../features/registry';
import { featureTextBy } from '../features/text';

interface Props {
  eventId: number;
  roundId: number;
  table: RoundTable;
  rules: MatchRules;
  names: Map<number, string>;
  correcting: boolean;
  onDone(message: string): void;
  onCancel(): void;
}

export function MatchForm({ eventId, roundId, table: seated, rules, names: seatNames, correcting, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  // A table of teams is entered per team: each team one seat of the form.
  const [teams] = useState(() => teamViewOf(seated, seatNames, t));
  const table = teams?.table ?? seated;
  const names = teams?.names ?? seatNames;
  const decidedAtTable = useDecidedGames(table);
  const [drafts, setDrafts] = useState<MatchDrafts>(() => openDrafts(table, rules, decidedAtTable));
  const [reason, setReason] = useState('');
  // What the features add to the result, each read when it saves.
  const featureParts = useRef(new Map<string, () => Record<string, unknown> | null>());
  // A result a feature locks: a correction is a fix in that feature's words.
  const lock = useCorrectionLock(table);
  const locked = correcting ? lock : null;
  const [clash, setClash] = useState<{ typed: GameValue[]; stored: StoredResult } | null>(null);
  const enter = useCommand('result.enter');
  const correct = useCommand('result.correct');
  const command = correcting ? correct : enter;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => form.current?.querySelector<HTMLElement>('.games input, .games select')?.focus(), []);

  const notes = ((command.error?.details?.notes ?? []) as NoteValue[]).map((n) => ({
    game: typeof n.params?.game === 'number' ? n.params.game : null,
    text: problemText(t, n, names),
  }));
  const general = notes.filter((n) => n.game === null).map((n) => n.text);

  /** `keepLaterRounds`: the desk chose to keep the rounds played after this one as they stand. */
  async function submit(e?: FormEvent, keepLaterRounds = false) {
    e?.preventDefault();
    const next = checked(drafts, table, rules);
    setDrafts(next);
    const parts = [...featureParts.current.values()].map((read) => read());
    if (next.problems || parts.includes(null)) return;
    const typed = gamesOf(next, table, rules);
    const games = teams ? teams.spread(typed) : typed;
    const added = Object.assign({}, ...parts) as Record<string, unknown>;
    const r = correcting
      ? await correct.run({ tableId: table.id, version: table.version, games, reason, ...added, ...(keepLaterRounds ? { keepLaterRounds } : {}) })
      : await enter.run({ tableId: table.id, version: table.version, games, ...added });
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
      {decidedAtTable.map((d) => (
        <p key={`${d.entryId}-${d.game}`} className="notice notice-warn decided-at-table">
          {d.words(names.get(d.entryId) ?? `#${d.entryId}`)}
        </p>
      ))}
      {general.length > 0 && (
        <div className="notice notice-error" role="alert">
          {general.join(' ')}
        </div>
      )}
      <div className="games">
        <DraftFields drafts={drafts} table={table} ofTeams={teams !== null} rules={rules} decidedAtTable={decidedAtTable} onChange={setDrafts} notesOf={(game) => notes.filter((n) => n.game === game).map((n) => n.text)} />
      </div>
      <FeatureResultFields eventId={eventId} roundId={roundId} table={table} correcting={correcting} error={command.error} onSave={(id, read) => {
          featureParts.current.set(id, read);
        }} />
      {correcting && <Field id="correct-reason" label={locked ? locked.reason : t('results.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={fieldError(command.error, 'reason')} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={command.busy}>
          {locked ? locked.save : t(correcting ? 'results.saveCorrection' : 'results.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('results.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A refusal of the result in words: the core's by its code, a feature's in the feature's texts. */
function problemText(t: TFunction, n: NoteValue, names: Map<number, string>): string {
  const params = noteParams(t, n.params, names);
  const own = featureResultProblem(n.code);
  return own ? featureTextBy(t, own.view)(own.key, params) : t(`results.problems.${n.code}`, { ...params, defaultValue: n.code });
}
