// runtime: dom. The standings rows; each column header explains itself on hover, and a drop form
// opens under the row it concerns. A long table (4,096 players) draws only the rows near the
// window (components/virtual-rows.ts) with its header kept at the top and fixed column widths, so
// the columns do not move as other rows are drawn; the find field brings a player's row into view.
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../shared/model/entry';
import type { Standings } from '../../../shared/model/standings';
import { DropForm } from './DropForm';
import { formatRank, formatStat, recordText, rowClass, statusMark } from './format';
import { formatRecord } from '../../../shared/text/record';
import { playoffResult, playoffText } from './playoff-result';
import { useVirtualRows } from '../components/virtual-rows';
import { FindRow, useRowFinder } from '../components/FindRow';
import { VirtualSpacer } from '../components/VirtualSpacer';

interface Props {
  standings: Standings;
  entries: Map<number, Entry>;
  /** The event's ruleset, whose catalog words may explain its record. */
  ruleset: string | undefined;
  /** The event's tables are entered by places: the record counts first places. */
  byPlaces: boolean;
  /** The ruleset has the judge's Declaration of Forfeiture. */
  forfeiture: boolean;
  dropping: number | null;
  onDrop(entryId: number | null): void;
  onDropped(message: string): void;
}

export function StandingsTable({ standings, entries, ruleset, byPlaces, forfeiture, dropping, onDrop, onDropped }: Props) {
  const { t, i18n } = useTranslation();
  const { primary, columns } = standings;
  const span = 5 + columns.length + (standings.playoff ? 1 : 0);
  const rows = useVirtualRows<HTMLTableElement>(standings.rows.length, 33, (i) => standings.rows[i]!.entryId);
  const [found, setFound] = useState<number | null>(null);
  const names = useMemo(() => standings.rows.map((r) => r.name), [standings.rows]);
  const find = useRowFinder(names);
  return (
    <>
    {rows.virtual && (
      <FindRow
        label={t('findRow.player')}
        find={find}
        onFound={(i) => {
          setFound(standings.rows[i]!.entryId);
          rows.scrollTo(i);
        }}
      />
    )}
    <table className={rows.virtual ? 'standings virtual' : 'standings'} aria-label={t('standings.title')} aria-rowcount={rows.virtual ? standings.rows.length + 1 : undefined} ref={rows.listRef} onFocus={rows.onFocus} onBlur={rows.onBlur}>
      <thead>
        <tr>
          <th scope="col" className="col-rank" title={t('standings.legendRank')}>{t('standings.rank')}</th>
          <th scope="col">{t('standings.name')}</th>
          {standings.playoff && (
            <th scope="col" className="col-playoff" title={t('standings.playoffResult.explain')}>
              {t('standings.playoffResult.label')}
            </th>
          )}
          <th scope="col" className="num" title={t(`standings.columns.${primary}.explain`, { defaultValue: '' })}>{t(`standings.columns.${primary}.label`, { defaultValue: primary })}</th>
          <th scope="col" className="num record" title={recordText(t, i18n, ruleset, byPlaces, 'explain')}>{t('standings.record')}</th>
          {columns.map((c) => (
            <th key={c.id} scope="col" className="num" title={t(`standings.columns.${c.id}.explain`, { defaultValue: '' })} data-column={c.id}>
              {t(`standings.columns.${c.id}.label`, { defaultValue: c.id })}
            </th>
          ))}
          <th scope="col" className="col-actions"><span className="visually-hidden">{t('standings.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.rows.map(({ index: i, gapBefore }) => {
          const r = standings.rows[i]!;
          const entry = entries.get(r.entryId);
          const mark = statusMark(r, t);
          const cls = [rowClass(standings, i, r), found === r.entryId ? 'found' : ''].filter(Boolean).join(' ');
          return (
            <Fragment key={r.entryId}>
              {gapBefore > 0 && <VirtualSpacer height={gapBefore} span={span} />}
              <tr className={cls || undefined} data-entry={r.entryId} data-status={r.status} data-index={i} ref={rows.measure} aria-rowindex={rows.virtual ? i + 2 : undefined}>
                <td className="num rank">{formatRank(standings, r, t)}</td>
                <td className="name">
                  {r.name}
                  {mark && (
                    <span className={`badge badge-${r.status}`} title={mark.title}>
                      {mark.label}
                    </span>
                  )}
                </td>
                {standings.playoff && <td className="playoff-result">{playoffText(t, playoffResult(standings, r, i))}</td>}
                <td className="num primary">{formatStat('number', r.groupScore, i18n.language)}</td>
                <td className="num record">{formatRecord(r)}</td>
                {columns.map((c) => (
                  <td key={c.id} className="num" data-column={c.id}>
                    {formatStat(c.format, r.tiebreaks[c.id], i18n.language)}
                  </td>
                ))}
                <td className="row-actions">
                  {!r.dropped && entry && (
                    <button type="button" className="small" aria-label={t('standings.dropTitle', { name: r.name })} onClick={() => onDrop(r.entryId)}>
                      {t('standings.drop')}
                    </button>
                  )}
                  {r.dropped && entry && (
                    <button type="button" className="small" aria-label={t('standings.reinstateTitle', { name: r.name })} onClick={() => onDrop(r.entryId)}>
                      {t('standings.reinstate')}
                    </button>
                  )}
                </td>
              </tr>
              {dropping === r.entryId && entry && (
                <tr className="drop-row">
                  <td colSpan={span}>
                    <DropForm entry={entry} forfeiture={forfeiture} onDone={onDropped} onCancel={() => onDrop(null)} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
        {rows.after > 0 && <VirtualSpacer height={rows.after} span={span} />}
      </tbody>
    </table>
    </>
  );
}

