// runtime: dom. Find a player as you type and check them in with a click or Enter; the queue at
// the door moves one keystroke at a time.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '../../../shared/model/player';
import { concernsEvent, useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from './use-command';

/** Enough to pick from; a longer list means the name needs another letter. */
const shownMatches = 50;

export function CheckInPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const players = useQuery('player.list', { eventId, filter, limit: shownMatches }, concernsEvent(eventId));
  const checkIn = useCommand('player.checkIn');
  const list = players.data ?? [];

  useEffect(() => setSelected(0), [filter]);

  async function checkInPlayer(p: Player) {
    const r = await checkIn.run({ id: p.id, version: p.version });
    if (r.ok) {
      setDone(t('checkIn.done', { name: r.value.name, order: r.value.checkInOrder }));
      setFilter('');
      search.current?.focus();
    }
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
      const p = list[selected];
      if (p && p.checkInOrder === null) void checkInPlayer(p);
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
      <ErrorNotice error={checkIn.error ?? players.error} />
      {done && (
        <div className="notice notice-ok" role="status">
          {done}
        </div>
      )}
      <ul id="player-results" className="results" role="listbox" aria-label={t('checkIn.title')}>
        {list.map((p, i) => (
          <li
            key={p.id}
            id={`player-${p.id}`}
            role="option"
            aria-selected={i === selected}
            className={i === selected ? 'selected' : undefined}
            onMouseEnter={() => setSelected(i)}
          >
            <span className="player-name">{p.name}</span>
            <span className="player-meta">{[p.club, p.dateOfBirth].filter(Boolean).join(' · ')}</span>
            {p.checkInOrder !== null ? (
              <span className="badge badge-in">{t('checkIn.checkedIn', { order: p.checkInOrder })}</span>
            ) : (
              <button type="button" tabIndex={-1} onClick={() => void checkInPlayer(p)}>
                {t('checkIn.button')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!players.loading && list.length === 0 && (
        <p className="empty">{filter ? t('checkIn.noMatch', { filter }) : t('checkIn.noPlayers')}</p>
      )}
    </section>
  );
}
