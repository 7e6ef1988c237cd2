// runtime: dom. A player's squad at the registration desk: figures and backups, a row each (name,
// points), rows added and removed; under each list its total and how far it is off the level, which
// the core works out as the points are typed; saved over the version read, so a squad saved
// meanwhile at another desk is not overwritten. A figure whose latest inspection disqualified it is
// marked in its row (the list status names it).
import { useState, type FormEvent } from 'react';
import { useEditBase } from '../../components/use-edit-base';
import { useFeatureText } from '../text';
import { squadsTexts } from './texts';
import type { Player } from '../../../../shared/model/player';
import type { Squad } from '../../../../shared/features/squads/model';
import { useQuery, type QueryView } from '../../api/use-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCommand } from '../../desk/use-command';
import { foldForSearch } from '../../../../shared/text/fold';
import { useListStatus } from '../../lists/use-list-status';
import { SquadList } from './SquadList';
import { emptyRow, figuresOf, rowsOf, typedPoints, type SquadRow } from './squad-rows';
import './squad.css';

export function SquadPanel({ player, stored }: { player: Player; stored: QueryView<Squad> }) {
  const { base, generation, setBase, reload } = useEditBase(stored.data);
  if (!base) return <ErrorNotice error={stored.error} />;
  return <SquadForm key={generation} player={player} base={base} onSaved={setBase} onReload={reload} />;
}

interface FormProps {
  player: Player;
  base: Squad;
  onSaved(squad: Squad): void;
  onReload(): void;
}

function SquadForm({ player, base, onSaved, onReload }: FormProps) {
  const text = useFeatureText(squadsTexts);
  const [figures, setFigures] = useState<SquadRow[]>(() => (base.figures.length ? rowsOf(base.figures) : [emptyRow()]));
  const [backups, setBackups] = useState<SquadRow[]>(() => rowsOf(base.backups));
  const [saved, setSaved] = useState(false);
  const save = useCommand('squad.set');
  const live = useQuery('squad.check', { playerId: player.id, figures: typedPoints(figures), backups: typedPoints(backups) }, player.eventId);
  const check = live.data ?? base.check;
  const stale = save.error?.details?.reason === 'squad_changed';
  const problems = useListStatus(player.eventId).byPlayer.get(player.id)?.flatMap((s) => s.problems) ?? [];
  const failed = new Set(problems.filter((p) => p.code === 'figure_disqualified').map((p) => foldForSearch(String(p.params.figure))));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const r = await save.run({ playerId: player.id, version: base.version, figures: figuresOf(figures), backups: figuresOf(backups) });
    if (r.ok) {
      setSaved(true);
      onSaved(r.value);
    }
  }

  const title = text('squad.title', { name: player.name });
  const edit = (set: (rows: SquadRow[]) => void) => (rows: SquadRow[]) => {
    setSaved(false);
    set(rows);
  };
  return (
    <form className="panel squad" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <p className="squad-level">{text('squad.level', { points: base.rules.points, backupPoints: base.rules.backupPoints })}</p>
      <ErrorNotice error={save.error} />
      {stale && (
        <button type="button" onClick={onReload}>
          {text('squad.reload')}
        </button>
      )}
      {saved && !save.error && (
        <div className="notice notice-ok" role="status">
          {text(check.ok ? 'squad.savedOk' : 'squad.savedOff', { name: player.name })}
        </div>
      )}
      <SquadList list="figures" rows={figures} onChange={edit(setFigures)} error={save.error} failed={failed} total={check.figures} level={base.rules.points} off={check.figuresOff} />
      <SquadList list="backups" rows={backups} onChange={edit(setBackups)} error={save.error} failed={failed} total={check.backups} level={base.rules.backupPoints} off={check.backupsOff} />
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {text('squad.save')}
        </button>
      </div>
    </form>
  );
}
