// runtime: dom. Find a player as you type and check them in with a click or Enter; the queue at
// the door moves one keystroke at a time. The list says when it shows only the first matches,
// narrows to who is still expected or already in, and offers edit and undo on each row. Where the
// event plays players' lists, each row says where the player's stands, and a line
// under the list how many are missing or have problems. The list is the query's first matches (50,
// then more on asking, up to the query's 500) in a box of its own; past VIRTUAL_FROM rows only those
// in the box's view are drawn (components/virtual-rows.ts), and the arrow keys bring the chosen row into view.
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Division } from '../../../shared/model/division';
import { useTranslation } from 'react-i18next';
import type { Player, PlayerListOnly } from '../../../shared/model/player';
import { useQuery } from '../api/use-query';
import { ListBadge } from '../lists/ListBadge';
import { ListsSummary } from '../lists/ListsSummary';
import { useListStatus } from '../lists/use-list-status';
import { PlayerNotice } from './PlayerNotice';
import { useCommand } from './use-command';
import { addressed } from '../i18n/address';
import { formatDay } from '../i18n/format';
import { useVirtualRows } from '../components/virtual-rows';
import { featurePlaceQueue } from '../features/registry';

/** Enough to pick from; a longer list means the name needs another letter. */
const shownMatches = 50;
/** The most the list may show at once (the query's own limit). */
const mostShown = 500;

const showChoices = [
  { value: undefined, label: 'players.showAll' },
  { value: 'notCheckedIn', label: 'players.showWaiting' },
  { value: 'checkedIn', label: 'players.showIn' },
] as const;

interface Props {
  eventId: number;
  /** The event's divisions: with more than one, each player's is named in the list. */
  divisions: readonly Division[];
  /** Arrival order is the player's queue number (Catan 1.22: registration is a live queue). */
  queue?: boolean;
  /** The event's places (null: no limit), named when a check-in goes onto the waiting list. */
  places: number | null;
  /** A message from the edit form (saved, removed) for the status line. */
  notice: { text: string } | null;
  onEdit(player: Player): void;
}

export function CheckInPanel({ eventId, divisions, queue = false, places, notice, onEdit }: Props) {
  const divisionOf = (p: Player) => (divisions.length > 1 ? (divisions.find((d) => d.id === p.divisionId) ?? divisions[0])?.name : undefined);
  const { t, i18n } = useTranslation();
  const placeQueue = featurePlaceQueue();
  const [filter, setFilter] = useState('');
  const [only, setOnly] = useState<PlayerListOnly | undefined>(undefined);
  const [limit, setLimit] = useState(shownMatches);
  const [selected, setSelected] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  /** Enter pressed before the list answered the name typed: it acts once the answer lands, so a
   * quick typist never checks in the first name of the list before. */
  const [enterPending, setEnterPending] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const pointer = useRef('');
  const query = { eventId, filter, ...(only ? { only } : {}) };
  const players = useQuery('player.list', { ...query, limit });
  const checkIn = useCommand('player.checkIn');
  const undo = useCommand('player.undoCheckIn');
  const list = players.data ?? [];
  // Counting the matches costs a scan: only asked for when the list may be cut short.
  const counts = useQuery('player.counts', list.length >= limit ? query : null).data;
  const hidden = list.length >= limit && counts ? counts.matching - list.length : 0;
  const lists = useListStatus(eventId);
  const rows = useVirtualRows<HTMLUListElement>(list.length, 46, (i) => list[i]!.id, true);
  const { scrollTo } = rows;

  useEffect(() => {
    setSelected(0);
    setLimit(shownMatches);
  }, [filter, only]);
  useEffect(() => setDone(notice?.text ?? null), [notice]);
  // The row the arrow keys chose stays in the window (drawn first where the list is long).
  useEffect(() => {
    if (selected > 0) scrollTo(selected, true);
    // Only when the choice moves: the list's scrolling by hand is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);
  useEffect(() => {
    if (!enterPending || !players.current) return;
    setEnterPending(false);
    const p = list[selected];
    if (p && p.checkInOrder === null) void checkInPlayer(p);
    // Runs when the answer for the typed name lands; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, players.current]);

  async function checkInPlayer(p: Player) {
    undo.clearError();
    const r = await checkIn.run({ id: p.id, version: p.version });
    // A refusal stands alone: the last success beside it would read as this one's answer.
    if (!r.ok) setDone(null);
    else {
      const { name, checkInOrder } = r.value;
      const waiting = placeQueue?.placeOf(r.value) ?? null;
      setDone(waiting !== null ? placeQueue!.say('waits', { places, name, position: waiting }) : t(queue ? 'queue.done' : 'checkIn.done', { name, order: checkInOrder }));
      setFilter('');
      search.current?.focus();
    }
  }

  async function undoCheckIn(p: Player) {
    checkIn.clearError();
    const r = await undo.run({ id: p.id, version: p.version });
    if (!r.ok) return setDone(null);
    const movedUp = r.value.promoted.map((m) => placeQueue!.say('movedUp', { name: m.name, order: m.checkInOrder }));
    const said = { name: r.value.name, ...addressed(r.value) };
    setDone([placeQueue?.placeOf(p) != null ? placeQueue.say('left', said) : t('players.undone', said), ...movedUp].join(' '));
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setSelected((s) => Math.min(s + 1, list.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setSelected((s) => Math.max(s - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      setEnterPending(true);
    } else if (e.key === 'Escape') {
      setFilter('');
    }
  }

  return (
    <section className="panel check-in" aria-label={t('checkIn.title')}>
      <h2>{t('checkIn.title')}</h2>
      <label className="field" htmlFor="player-search">
        <span className="field-label">{t('checkIn.search')}</span>
        <input
          id="player-search"
          ref={search}
          type="search"
          value={filter}
          autoFocus
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={onKey}
          aria-controls="player-results"
          aria-activedescendant={list[selected] ? `player-${list[selected].id}` : undefined}
        />
        <span className="field-hint">{t('checkIn.searchHint')}</span>
      </label>
      <fieldset className="show-filter">
        <legend>{t('players.show')}</legend>
        {showChoices.map((c) => (
          <label key={c.label} className={only === c.value ? 'chosen' : undefined}>
            <input type="radio" name="player-show" checked={only === c.value} onChange={() => setOnly(c.value)} />
            {t(c.label)}
          </label>
        ))}
      </fieldset>
      <PlayerNotice error={checkIn.error ?? undo.error ?? players.error} />
      {done && (
        <div className="notice notice-ok" role="status">
          {done}
        </div>
      )}
      <ul id="player-results" className="results" role="listbox" aria-label={t('checkIn.title')} ref={rows.listRef} onFocus={rows.onFocus} onBlur={rows.onBlur}>
        {rows.rows.map(({ index: i, gapBefore }) => {
          const p = list[i]!;
          return (
          <Fragment key={p.id}>
          {gapBefore > 0 && <li className="virtual-spacer" role="presentation" aria-hidden="true" style={{ height: gapBefore }} />}
          <li
            id={`player-${p.id}`}
            role="option"
            aria-selected={i === selected}
            aria-setsize={rows.virtual ? list.length : undefined}
            aria-posinset={rows.virtual ? i + 1 : undefined}
            className={i === selected ? 'selected' : undefined}
            data-index={i}
            ref={rows.measure}
            onMouseMove={(e) => {
              // Only the pointer moving chooses: rows scrolling under a resting pointer (the
              // arrow keys bringing the choice into view) leave the choice alone.
              const at = `${e.clientX},${e.clientY}`;
              if (pointer.current === at) return;
              pointer.current = at;
              setSelected(i);
            }}
          >
            <span className="player-who">
              <span className="player-name">{p.shownName ?? p.name}</span>
              {/* The search finds by it too: the row shows why it matched. */}
              {p.playerId && <span className="player-id">{t('checkIn.playerId', { id: p.playerId })}</span>}
            </span>
            <span className="player-meta">{[divisionOf(p), p.club, p.dateOfBirth && formatDay(p.dateOfBirth, i18n.language)].filter(Boolean).join(' · ')}</span>
            <span className="row-actions">
              {lists.byPlayer.get(p.id)?.map((s) => <ListBadge key={s.kind} status={s} />)}
              {p.checkInOrder !== null ? (
                <>
                  <span className="badge badge-in">{t(queue ? 'queue.number' : 'checkIn.checkedIn', { order: p.checkInOrder, ...addressed(p) })}</span>
                  <button type="button" className="quiet" onClick={() => void undoCheckIn(p)}>
                    {t('players.undoCheckIn')}
                  </button>
                </>
              ) : placeQueue?.placeOf(p) != null ? (
                <>
                  <span className="badge badge-waiting">{placeQueue.say('badge', { position: placeQueue.placeOf(p) })}</span>
                  <button type="button" className="quiet" onClick={() => void undoCheckIn(p)}>
                    {placeQueue.say('leave')}
                  </button>
                </>
              ) : (
                <button type="button" tabIndex={-1} onClick={() => void checkInPlayer(p)}>
                  {t('checkIn.button')}
                </button>
              )}
              <button type="button" className="quiet" aria-label={t('players.editTitle', { name: p.name })} onClick={() => onEdit(p)}>
                {t('players.edit')}
              </button>
            </span>
          </li>
          </Fragment>
          );
        })}
        {rows.after > 0 && <li className="virtual-spacer" role="presentation" aria-hidden="true" style={{ height: rows.after }} />}
      </ul>
      {hidden > 0 && (
        <p className="list-more" aria-live="polite">
          <span>{t('players.showing', { shown: list.length, total: counts!.matching })}</span>
          {limit < mostShown && (
            <button type="button" className="quiet" onClick={() => setLimit(Math.min(limit + shownMatches, mostShown))}>
              {t('players.showMore', { count: Math.min(shownMatches, hidden, mostShown - limit) })}
            </button>
          )}
        </p>
      )}
      <ListsSummary statuses={lists.statuses} />
      {!players.loading && list.length === 0 && (
        <p className="empty">{filter ? t('checkIn.noMatch', { filter }) : t('checkIn.noPlayers')}</p>
      )}
    </section>
  );
}
