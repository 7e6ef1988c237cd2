// runtime: dom. The standings rows; each column header explains itself on hover, and a drop form
// opens under the row it concerns.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../shared/model/entry';
import type { Standings } from '../../../shared/model/standings';
import { DropForm } from './DropForm';
import { formatRank, formatStat, recordText, rowClass, statusMark } from './format';
import { formatRecord } from '../../../shared/text/record';
import { playoffResult, playoffText } from './playoff-result';

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
  return (
    <table className="standings" aria-label={t('standings.title')}>
      <thead>
        <tr>
          <th scope="col" title={t('standings.legendRank')}>{t('standings.rank')}</th>
          <th scope="col">{t('standings.name')}</th>
          {standings.playoff && (
            <th scope="col" title={t('standings.playoffResult.explain')}>
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
          <th scope="col"><span className="visually-hidden">{t('standings.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {standings.rows.map((r, i) => {
          const entry = entries.get(r.entryId);
          const mark = statusMark(r, t);
          return (
            <Fragment key={r.entryId}>
              <tr className={rowClass(standings, i, r)} data-entry={r.entryId} data-status={r.status}>
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
                  <td colSpan={span + 1}>
                    <DropForm entry={entry} forfeiture={forfeiture} onDone={onDropped} onCancel={() => onDrop(null)} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
