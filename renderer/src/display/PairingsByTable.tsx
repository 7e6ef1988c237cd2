// runtime: dom. Tables in number order, one line per seat in seat order (at two seats, "vs" before
// the second); where the game has roles, each seat says which it plays in game 1 (for Netrunner,
// who is the Corporation first).
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { PagedColumns } from './PagedColumns';
import { pairingsByTable } from './pairing-rows';
import './display.css';

export function PairingsByTable(props: { round: Round; pageMs: number; onPages: (n: number) => void }) {
  const { t } = useTranslation();
  const items = pairingsByTable(props.round).map((table) => ({
    key: String(table.id),
    node: (
      <div className="dp-table-row" data-table={table.bye ? 'bye' : table.number}>
        <div className={table.bye ? 'dp-table-number dp-bye' : 'dp-table-number'}>{table.bye ? t('display.bye') : table.number}</div>
        <div className="dp-seats">
          {table.seats.map((seat, i) => (
            <div className="dp-seat" key={seat.entryId}>
              {i > 0 && !seat.role && table.seats.length === 2 && <span className="dp-vs">{t('display.vs')} </span>}
              <span className="dp-seat-name">{seat.name}</span>
              {seat.role && <span className={`dp-role dp-role-${seat.role}`}>{t(`display.roles.${seat.role}`, { defaultValue: seat.role })}</span>}
            </div>
          ))}
          {table.extraMinutes > 0 && <div className="dp-extra">{t('display.extraMinutes', { minutes: table.extraMinutes })}</div>}
        </div>
      </div>
    ),
  }));
  const header = (
    <div className="dp-column-header dp-table-row">
      <span>{t('display.columns.table')}</span>
      <span>{t('display.columns.players')}</span>
    </div>
  );
  return <PagedColumns items={items} minColumnVh={78} label={t('display.views.table')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}
