// runtime: dom. What players look for: their own name, alphabetically, with their table in big
// yellow digits and whom they play.
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
      <div className="dp-name-row">
        <div className="dp-name-who">
          <div className="dp-name">{r.name}</div>
          <div className="dp-opponent">
            {r.table === null ? t('display.byeRound') : t('display.versus', { names: r.opponents.join(', ') })}
          </div>
        </div>
        <div className={r.table === null ? 'dp-table-number dp-bye' : 'dp-table-number'}>{r.table ?? t('display.bye')}</div>
      </div>
    ),
  }));
  const header = (
    <div className="dp-column-header dp-name-row">
      <span>{t('display.columns.player')}</span>
      <span>{t('display.columns.table')}</span>
    </div>
  );
  return <PagedColumns items={items} minColumnVh={50} label={t('display.views.name')} pageMs={props.pageMs} columnHeader={header} onPages={props.onPages} />;
}
