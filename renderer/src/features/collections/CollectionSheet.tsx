// runtime: dom. A player's collection list as the judge keeps it: the Playing Deck and the Side Bar
// card by card (copies, name, warrior, edition, marks), the counts, what the check found for the
// event's games, the cards annihilated once used, and a line for the judge's signature.
import { useTranslation } from 'react-i18next';
import { useFeatureText } from '../text';
import { collectionsTexts } from './texts';
import type { CollectionLine } from '../../../../shared/features/collections/model';
import { CollectionChecked } from './CollectionChecked';
import { formatDay } from '../../i18n/format';
import type { SheetProps } from '../feature';
import { SheetFrame } from '../../print/SheetFrame';
import { combined, useSnapshot } from '../../print/use-snapshot';
import './collection-sheet.css';

function CardTable({ title, lines }: { title: string; lines: readonly CollectionLine[] }) {
  const text = useFeatureText(collectionsTexts);
  const copies = lines.reduce((n, l) => n + l.count, 0);
  return (
    <table className="collection-table">
      <caption>{text('sheet.part', { part: title, copies })}</caption>
      <thead>
        <tr>
          <th className="num">{text('sheet.copies')}</th>
          <th>{text('sheet.card')}</th>
          <th>{text('sheet.warrior')}</th>
          <th>{text('sheet.language')}</th>
          <th>{text('sheet.marks')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i}>
            <td className="num">{l.count}</td>
            <td>{l.name}</td>
            <td>{l.warrior ? '✓' : ''}</td>
            <td>{l.language}</td>
            <td>{[l.promo ? text('sheet.promo') : '', l.limit !== null ? text('sheet.limit', { max: l.limit }) : ''].filter(Boolean).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `id`: the player's. */
export function CollectionSheet(props: SheetProps) {
  const { i18n } = useTranslation();
  const text = useFeatureText(collectionsTexts);
  const collection = useSnapshot('collection.get', { playerId: props.id });
  const event = useSnapshot('event.get', collection.state === 'done' ? { id: collection.value.eventId } : null);
  const { paper, autoprint } = props.options;
  return (
    <SheetFrame paper={paper} status={combined(collection, event)} autoprint={autoprint} className="list-sheet collection-sheet">
      {collection.state === 'done' && event.state === 'done' && (
        <article>
          <h1>{text('sheet.title', { name: collection.value.playerName })}</h1>
          <p className="collection-event">
            {event.value.name} · {formatDay(event.value.date, i18n.language, 'long')} ·{' '}
            {text('collection.games', { games: collection.value.games.map((g) => text(`collection.game.${g}`)).join(', ') })}
          </p>
          <CardTable title={text('sheet.deck')} lines={collection.value.lines.filter((l) => l.section === 'deck')} />
          {collection.value.check.sideBar > 0 && <CardTable title={text('sheet.sideBar')} lines={collection.value.lines.filter((l) => l.section === 'side_bar')} />}
          <CollectionChecked check={collection.value.check} errors={[]} />
          <p className="collection-signature">{text('sheet.checkedBy')}</p>
        </article>
      )}
    </SheetFrame>
  );
}
