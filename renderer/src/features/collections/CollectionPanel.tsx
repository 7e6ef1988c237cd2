// runtime: dom. A player's collection list at the registration desk, typed or pasted as the judge
// reads it (docs/rulesets/doomtrooper-collections.md): the core reads and checks it as it is typed,
// naming each line it cannot read and each rule the list breaks, the lines of the cards at fault
// marked in the text; saved over the version read.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureText } from '../text';
import { collectionsTexts } from './texts';
import type { Collection } from '../../../../shared/features/collections/model';
import type { Player } from '../../../../shared/model/player';
import { useQuery, type QueryView } from '../../api/use-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useEditBase } from '../../components/use-edit-base';
import type { Paper } from '../../api/print';
import { PaperField } from '../../export/PaperField';
import { SheetButtons } from '../../export/SheetButtons';
import '../../export/export.css';
import { useCommand } from '../../desk/use-command';
import { CollectionChecked } from './CollectionChecked';
import { MarkedLines } from './MarkedLines';
import './collection.css';

export function CollectionPanel({ player, stored }: { player: Player; stored: QueryView<Collection> }) {
  const { base, generation, setBase, reload } = useEditBase(stored.data);
  if (!base) return <ErrorNotice error={stored.error} />;
  return <CollectionForm key={generation} player={player} base={base} onSaved={setBase} onReload={reload} />;
}

interface FormProps {
  player: Player;
  base: Collection;
  onSaved(collection: Collection): void;
  onReload(): void;
}

function CollectionForm({ player, base, onSaved, onReload }: FormProps) {
  const { i18n } = useTranslation();
  const text = useFeatureText(collectionsTexts);
  const [list, setList] = useState(base.version === 0 ? '' : base.text);
  // A list not yet saved is most likely of cards printed in the desk's language (a Polish desk, a
  // Polish edition).
  const [language, setLanguage] = useState(base.check.language ?? i18n.language.slice(0, 2));
  const [saved, setSaved] = useState(false);
  const [paper, setPaper] = useState<Paper>('a4');
  const save = useCommand('collection.set');
  const edition = /^[a-z]{2}$/.test(language) ? language : 'en';
  const live = useQuery('collection.check', { playerId: player.id, text: list, language: edition }, player.eventId);
  const stale = save.error?.details?.reason === 'collection_changed';
  const marked = new Set([...(live.data?.check.problems.flatMap((p) => p.lines ?? []) ?? []), ...(live.data?.errors.map((e) => e.line) ?? [])]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const r = await save.run({ playerId: player.id, version: base.version, text: list, language: edition });
    if (r.ok) {
      setSaved(true);
      onSaved(r.value);
    }
  }

  const edited = (set: (value: string) => void) => (value: string) => {
    setSaved(false);
    set(value);
  };
  const title = text('collection.title', { name: player.name });
  const games = base.games.map((g) => text(`collection.game.${g}`)).join(', ');
  return (
    <form className="panel collection" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <p className="collection-games">{text('collection.games', { games })}</p>
      <ErrorNotice error={save.error} />
      {stale && (
        <button type="button" onClick={onReload}>
          {text('collection.reload')}
        </button>
      )}
      {saved && !save.error && (
        <div className="notice notice-ok" role="status">
          {text(base.check.ok ? 'collection.savedOk' : 'collection.savedOff', { name: player.name })}
        </div>
      )}
      <div className="field">
        <label htmlFor="collection-language">{text('collection.language')}</label>
        <input
          id="collection-language"
          className="collection-language"
          value={language}
          maxLength={2}
          onChange={(e) => edited(setLanguage)(e.target.value.trim().toLowerCase())}
        />
      </div>
      <div className="field">
        <label htmlFor="collection-text">{text('collection.text')}</label>
        <MarkedLines
          marked={marked}
          id="collection-text"
          className="collection-text"
          rows={14}
          spellCheck={false}
          value={list}
          aria-describedby="collection-help"
          onChange={(e) => edited(setList)(e.target.value)}
        />
        <span className="hint" id="collection-help">
          {text('collection.help')}
        </span>
      </div>
      {live.data && <CollectionChecked check={live.data.check} errors={live.data.errors} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {text('collection.save')}
        </button>
      </div>
      {base.version > 0 && (
        <div className="sheet-print-row">
          <PaperField id="collection-paper" value={paper} onChange={setPaper} />
          <SheetButtons request={{ sheet: 'feature', name: 'collection', id: player.id, paper }} sheet={text('collection.sheet', { name: player.name })} />
        </div>
      )}
    </form>
  );
}
