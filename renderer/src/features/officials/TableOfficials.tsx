// runtime: dom. A table's referee and umpire, each chosen from the officials whose role fits
// (the core checks the role and the round's other tables again, and says why it refuses); an item
// of the table's line of actions under its players.
import { dutyRoles, type TableDuty } from '../../../../shared/features/officials/model';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCommand } from '../../desk/use-command';
import type { TableActionsProps } from '../feature';
import { useFeatureText } from '../text';
import { useOfficialsAtHand } from './OfficialsScope';
import { officialsTexts } from './texts';

export function TableOfficials({ table }: TableActionsProps) {
  const t = useFeatureText(officialsTexts);
  const atHand = useOfficialsAtHand();
  const officials = atHand?.list ?? [];
  const assigned = atHand?.ofRound.tables.find((x) => x.tableId === table.id)?.officials ?? [];
  const assign = useCommand('table.assignOfficial');
  const select = (duty: TableDuty) => {
    const current = assigned.find((a) => a.duty === duty)?.officialId;
    const choices = officials.filter((o) => dutyRoles[duty].includes(o.role));
    if (choices.length === 0 && current === undefined) return null;
    return (
      <select
        className="official-select"
        aria-label={t(duty === 'referee' ? 'refereeLabel' : 'umpireLabel', { table: table.number })}
        value={current ?? ''}
        disabled={assign.busy}
        onChange={(e) => void assign.run({ tableId: table.id, version: table.version, officialId: e.target.value === '' ? null : Number(e.target.value), duty })}
      >
        <option value="">{duty === 'referee' ? t('nobody') : t('umpires')}</option>
        {choices.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    );
  };
  const referee = select('referee');
  const umpire = select('umpire');
  if (!referee && !umpire && !assign.error) return null;
  return (
    <span className="table-officials">
      <span className="table-officials-label">{t('column')}</span>
      {referee}
      {umpire}
      <ErrorNotice error={assign.error} />
    </span>
  );
}
