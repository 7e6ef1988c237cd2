// runtime: dom. What players look for: their own name, alphabetically, on one line with their table
// in big yellow digits and whom they play (at a table of more than two, their seat), so a screen
// holds two columns of names.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { PagedColumns } from './PagedColumns';
import { pairingsByName } from './pairing-rows';
import './display.css';

export function PairingsByName(props: { round: Round; pageMs: number; onPages: (n: number) => void }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => pairingsByName(props.round, i18n.language), [props.round, i18n.language]);
  const items = rows.map((r) => ({
    key: r.key,
    node: (
      <div className="dp-pair-row">
        <div className="dp-name">{r.name}</div>
        <div className="dp-opponent">
          {r.table === null ? t('display.byeRound') : r.opponent !== null ? t('display.versus', { names: r.opponent }) : r.seat !== null ? t('display.seatAt', { seat: r.seat }) : ''}
        </div>
        <div className={r.table === null ? 'dp-table-number dp-bye' : 'dp-table-number'}>{r.table ?? t('display.bye')}</div>
      </div>
    ),
  }));
  const header = (
    <div className="dp-column-header dp-pair-row">
      <span>{t('display.columns.player')}</span>
      <span />
      <span>{t('display.columns.table')}</span>
    </div>
  );
  return <PagedColumns items={items} minColumnVh={60} label={t('display.views.name')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}
