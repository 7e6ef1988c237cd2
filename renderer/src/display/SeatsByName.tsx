// runtime: dom. Find your seat, for a round of a schedule made in advance: each name with its
// starting position under it and the table in big yellow digits.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { PagedColumns } from './PagedColumns';
import { seatsByName } from './seat-rows';
import './display.css';

export function SeatsByName(props: { round: Round; pageMs: number; onPages: (n: number) => void }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => seatsByName(props.round, i18n.language), [props.round, i18n.language]);
  const items = rows.map((r) => ({
    key: r.key,
    node: (
      <div className="dp-name-row">
        <div className="dp-name-who">
          <div className="dp-name">{r.name}</div>
          <div className="dp-opponent">{r.position === 1 ? t('display.seats.starts', { position: r.position }) : t('display.seats.position', { position: r.position })}</div>
        </div>
        <div className="dp-table-number">{r.table}</div>
      </div>
    ),
  }));
  const header = (
    <div className="dp-column-header dp-name-row">
      <span>{t('display.columns.player')}</span>
      <span>{t('display.columns.table')}</span>
    </div>
  );
  return <PagedColumns items={items} minColumnVh={50} label={t('display.views.seats')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}
