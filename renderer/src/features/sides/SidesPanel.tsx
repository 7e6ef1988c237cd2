// runtime: dom. Sides of a division that plays sides of several players (Attacktix doubles): find
// the players, form the side, see who of each side has checked in, split a side no pairing has
// taken. The core decides who may play together; this panel shows its reasons.
import { useState, type FormEvent } from 'react';
import { sides as sidesContract } from '../../../../shared/features/sides/contract';
import { readFeatureOptions } from '../../../../shared/features/feature';
import type { Side } from '../../../../shared/features/sides/model';
import type { Player } from '../../../../shared/model/player';
import { foldForSearch } from '../../../../shared/text/fold';
import { useQuery } from '../../api/use-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { scopeOf } from '../../divisions/division-scope';
import { useCommand } from '../../desk/use-command';
import type { RegistrationPanelProps } from '../feature';
import { useFeatureText } from '../text';
import { SideNotice } from './SideNotice';
import { addressed } from '../../i18n/address';
import { sidesTexts } from './texts';
import './sides.css';

/** Enough to pick from while a name is typed. */
const shownMatches = 8;

export function SidesPanel({ eventId, division, firstDivisionId, options }: RegistrationPanelProps) {
  const text = useFeatureText(sidesTexts);
  const size = readFeatureOptions(sidesContract, options)?.size ?? 1;
  const scope = scopeOf(division.position > 1 ? division.id : undefined);
  const sides = useQuery('side.list', { eventId, ...scope });
  const players = useQuery('player.list', { eventId });
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<Player[]>([]);
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useCommand('side.form');
  const split = useCommand('side.split');

  const inSide = new Set((sides.data ?? []).flatMap((s) => s.players.map((p) => p.id)));
  const ofDivision = (players.data ?? []).filter((p) => (p.divisionId ?? firstDivisionId) === division.id);
  const free = ofDivision.filter((p) => !inSide.has(p.id) && !picked.some((q) => q.id === p.id));
  const needle = foldForSearch(filter.trim());
  const matches = needle ? free.filter((p) => foldForSearch(p.name).includes(needle)).slice(0, shownMatches) : [];
  const alone = ofDivision.filter((p) => p.checkInOrder !== null && !inSide.has(p.id));
  const full = picked.length === size;

  async function submit(e: FormEvent) {
    e.preventDefault();
    split.clearError();
    const r = await form.run({ eventId, ...scope, playerIds: picked.map((p) => p.id), ...(name.trim() ? { name: name.trim() } : {}) });
    if (r.ok) {
      setDone(text('formed', { name: r.value.name }));
      setPicked([]);
      setName('');
      setFilter('');
    }
  }

  async function splitSide(side: Side) {
    form.clearError();
    const r = await split.run({ id: side.id, version: side.version });
    setDone(r.ok ? text('split', { name: r.value.name }) : null);
  }

  const title = text('title', { division: division.name });
  return (
    <section className="panel sides" aria-label={title}>
      <h2>{title}</h2>
      <p className="sides-intro">{text('intro', { count: size })}</p>
      {form.error && <SideNotice error={form.error} refused={text('notFormed')} />}
      {split.error && <SideNotice error={split.error} refused={text('notSplit')} />}
      <ErrorNotice error={sides.error ?? players.error} />
      {done && !form.error && !split.error && (
        <div className="notice notice-ok" role="status">
          {done}
        </div>
      )}
      <form onSubmit={submit} aria-label={text('formTitle')}>
        <label className="field" htmlFor="side-search">
          <span className="field-label">{text('search')}</span>
          <input id="side-search" type="search" autoComplete="off" value={filter} disabled={full} onChange={(e) => setFilter(e.target.value)} />
          <span className="field-hint">{text('searchHint', { count: size })}</span>
        </label>
        {matches.length > 0 && (
          <ul className="side-matches" aria-label={text('matches')}>
            {matches.map((p) => (
              <li key={p.id}>
                <span className="player-name">{p.shownName ?? p.name}</span>
                <span className="player-meta">{text(p.checkInOrder !== null ? 'in' : 'notIn', addressed(p))}</span>
                <button
                  type="button"
                  onClick={() => {
                    setPicked([...picked, p]);
                    setFilter('');
                  }}
                >
                  {text('pick', { name: p.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {needle && matches.length === 0 && <p className="empty">{text('noMatch', { filter: filter.trim() })}</p>}
        <div className="side-picked" aria-label={text('picked')}>
          {picked.length === 0 && <span className="empty">{text('nobodyPicked')}</span>}
          {picked.map((p) => (
            <span key={p.id} className="side-chip">
              {p.name}
              <button type="button" className="quiet" aria-label={text('unpick', { name: p.name })} onClick={() => setPicked(picked.filter((q) => q.id !== p.id))}>
                ×
              </button>
            </span>
          ))}
        </div>
        <label className="field" htmlFor="side-name">
          <span className="field-label">{text('name')}</span>
          <input id="side-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} placeholder={picked.map((p) => p.name).join(' / ')} />
          <span className="field-hint">{text('nameHint')}</span>
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={!full || form.busy}>
            {text('form')}
          </button>
        </div>
      </form>
      <h3>{text('listTitle', { count: sides.data?.length ?? 0 })}</h3>
      {sides.data && sides.data.length === 0 && <p className="empty">{text('none')}</p>}
      <ul className="side-list" aria-label={text('listLabel')}>
        {(sides.data ?? []).map((s) => (
          <li key={s.id}>
            <div className="side-head">
              <span className="player-name">{s.name}</span>
              {s.paired ? (
                <span className="badge badge-in">{text('paired')}</span>
              ) : (
                <button type="button" className="quiet" aria-label={text('splitLabel', { name: s.name })} onClick={() => void splitSide(s)}>
                  {text('splitButton')}
                </button>
              )}
            </div>
            <ul className="side-players">
              {s.players.map((p) => (
                <li key={p.id}>
                  {p.name} <span className={p.checkedIn ? 'badge badge-in' : 'badge badge-waiting'}>{p.checkedIn ? text('in') : text('notIn')}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {alone.length > 0 && (
        <p className="notice notice-warn" role="note">
          {text('alone', { count: alone.length, names: alone.map((p) => p.name).join(', ') })}
        </p>
      )}
    </section>
  );
}
