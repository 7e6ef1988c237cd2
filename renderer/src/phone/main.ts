// runtime: dom. The players' phones page (/phone?event=<id>): find yourself by name, then your
// table, seat and opponents this round, your record and place, the standings and the clock, kept
// current by the venue host's change events. Plain DOM and the catalogs' phone texts, no React or
// i18next, so the first load stays small (docs/architecture.md). It only ever reads room queries.
import type { Language } from '../../../shared/model/settings';
import { readClock, formatClock } from '../../../shared/model/clock-read';
import { venueClient } from '../api/venue-client';
import en from '../i18n/en/phone.json';
import pl from '../i18n/pl/phone.json';
import ru from '../i18n/ru/phone.json';
import { el } from './dom';
import { measureHostOffset } from './host-offset';
import { PHONE_TOP_ROWS, startPhoneFeed, type PhoneData } from './phone-feed';
import { phoneLanguage, phoneText, type PhoneT } from './phone-text';
import { findPlayers, recordOf, seatingOf, standingsExcerpt, type Found } from './phone-view';

const catalogs: Record<Language, { phone: object }> = { en, ru, pl };
const params = new URLSearchParams(window.location.search);
const eventParam = Number(params.get('event'));
const divisionParam = Number(params.get('division'));
const api = venueClient();

let data: PhoneData = {};
let t: PhoneT = phoneText('en', en, en);
let offsetMs = 0;
let query = '';
/** The registered players the host found for what is typed (the phone holds only an excerpt of
 * the standings, so names are looked up there, before round 1 and after). */
let registered: Found[] = [];
const remembered = () => `arbiter-phone-${data.event?.id ?? 0}`;
/** The chosen player's name as listed; the host finds their row (their own, or their side's). */
let chosen: string | null = null;

const root = document.getElementById('phone')!;
const heading = el('h1', { class: 'ph-title' });
const label = el('label', { for: 'ph-name', class: 'ph-label' });
const input = el('input', { id: 'ph-name', type: 'search', autocomplete: 'off', autocapitalize: 'words', spellcheck: 'false', enterkeyhint: 'search' }) as HTMLInputElement;
const hint = el('p', { class: 'ph-hint', id: 'ph-hint' });
input.setAttribute('aria-describedby', 'ph-hint');
const found = el('ul', { class: 'ph-found' });
const search = el('section', { class: 'ph-search' }, label, input, hint, found);
const mine = el('section', { class: 'ph-mine', 'aria-live': 'polite' });
const clock = el('p', { class: 'ph-clock', role: 'timer' });
const standings = el('section', { class: 'ph-standings' });
root.append(heading, search, mine, clock, standings);

/** The players whose name words start with the words typed, from the host (the first 50). */
async function lookUpRegistered(typed: string): Promise<void> {
  const filter = typed.trim().slice(0, 100);
  const eventId = data.event?.id;
  if (!filter || !eventId) return;
  const r = await api.call('player.list', { eventId, filter, words: true, limit: 50 });
  if (r.ok && input.value === typed) {
    registered = r.value.map((p) => ({ entryId: p.id, name: p.shownName ?? p.name }));
    renderFound(true);
  }
}

input.addEventListener('input', () => {
  query = input.value;
  void lookUpRegistered(query);
});

function choose(name: string | null): void {
  chosen = name;
  if (name === null) localStorage.removeItem(remembered());
  else localStorage.setItem(remembered(), name);
  query = '';
  input.value = '';
  render();
  if (name === null) input.focus();
}

function renderFound(answered = false): void {
  const hits = findPlayers(registered, query);
  found.replaceChildren(
    ...hits.map((h) => {
      const b = el('button', { type: 'button', class: 'ph-hit' }, h.name);
      b.addEventListener('click', () => choose(h.name));
      return el('li', {}, b);
    }),
  );
  hint.textContent = answered && query.trim() && hits.length === 0 ? t('search.none') : t('search.hint');
}

/** The followed player's row in the standings held (their entry's: their own, or their side's). */
const ownRow = () => data.standings?.rows.find((r) => data.standings?.excerpt?.own.includes(r.entryId));

function renderMine(): void {
  const me = ownRow();
  search.hidden = chosen !== null;
  if (chosen === null) return mine.replaceChildren();
  const again = el('button', { type: 'button', class: 'ph-again' }, t('search.again'));
  again.addEventListener('click', () => choose(null));
  const parts: HTMLElement[] = [el('h2', { class: 'ph-name' }, chosen)];
  const round = data.round;
  if (!round || !me || !data.standings) return mine.replaceChildren(...parts, el('p', { class: 'ph-note' }, round ? t('notSeated', { round: round.number }) : t('noRound')), again);
  else {
    const seat = seatingOf(round, me.entryId);
    parts.push(el('p', { class: 'ph-round' }, t('round', { number: round.number })));
    if (!seat) parts.push(el('p', { class: 'ph-note' }, t('notSeated', { round: round.number })));
    else if (seat.table === null) parts.push(el('p', { class: 'ph-table', 'data-testid': 'phone-table' }, t('bye')));
    else {
      parts.push(
        el('p', { class: 'ph-table', 'data-testid': 'phone-table' }, t('table', { number: seat.table })),
        el('p', { class: 'ph-seat' }, [t('seat', { number: seat.seat }), seat.role && t(`roles.${seat.role}`)].filter(Boolean).join(' · ')),
        el('p', { class: 'ph-against' }, `${t('against')} `, el('strong', {}, seat.opponents.join(', '))),
        el('p', { class: 'ph-result', 'data-testid': 'phone-result' }, seat.result ? t('result', seat.result) : t('waiting')),
      );
    }
  }
  const record = recordOf(data.standings, me.entryId)!;
  const recordLine = [t('record', { record: record.record }), t('points', { count: record.points }), record.place !== null && t('place', { place: record.place }), record.dropped && t('dropped')];
  parts.push(el('p', { class: 'ph-record', 'data-testid': 'phone-record' }, recordLine.filter(Boolean).join(' · ')), again);
  mine.replaceChildren(...parts);
}

function renderClock(): void {
  const c = data.round?.clock;
  if (!c) return void (clock.hidden = true);
  const reading = readClock(c, Date.now() + offsetMs);
  clock.hidden = false;
  clock.className = `ph-clock ph-phase-${reading.phase}`;
  clock.replaceChildren(el('span', { class: 'ph-clock-state' }, t(`clock.${reading.phase}`)), el('span', { class: 'ph-clock-time' }, formatClock(reading.remainingMs)));
}

function renderStandings(): void {
  const s = data.standings;
  if (!s || !s.ranked) return void standings.replaceChildren(s && s.rows.length ? el('p', { class: 'ph-note' }, t('standings.notYet')) : '');
  const own = ownRow()?.entryId ?? null;
  const rows = standingsExcerpt(s, own, PHONE_TOP_ROWS).map((r) =>
    el('tr', r.entryId === own ? { class: 'ph-me' } : {}, el('td', {}, String(r.rank)), el('td', {}, r.name), el('td', {}, String(r.groupScore))),
  );
  standings.replaceChildren(
    el('h2', {}, t('standings.title', { round: s.throughRound })),
    el('table', {}, el('thead', {}, el('tr', {}, el('th', {}, t('standings.rank')), el('th', {}, t('standings.name')), el('th', {}, t('standings.points')))), el('tbody', {}, ...rows)),
  );
}

function render(): void {
  feed.follow(chosen);
  const language = phoneLanguage(navigator.languages, data.language ?? 'en', Object.keys(catalogs) as Language[]);
  document.documentElement.lang = language;
  t = phoneText(language, catalogs[language], en);
  heading.textContent = data.event === null ? t('noEvent') : (data.event?.name ?? '');
  label.textContent = t('title');
  renderFound();
  renderMine();
  renderClock();
  renderStandings();
}

const feed = startPhoneFeed(api, eventParam > 0 ? eventParam : null, divisionParam > 0 ? divisionParam : undefined, (next) => {
  if (chosen === null && next.event && next.event.id !== data.event?.id) chosen = localStorage.getItem(`arbiter-phone-${next.event.id}`);
  data = next;
  render();
  root.dataset.ready = data.standings && data.round !== undefined ? 'true' : 'false';
});
const syncClock = () => void measureHostOffset(api).then((o) => (offsetMs = o ?? offsetMs));
syncClock();
api.onChange((c) => c.operation === 'reconnect' && syncClock());
setInterval(renderClock, 1000);
