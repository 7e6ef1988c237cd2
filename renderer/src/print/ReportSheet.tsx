// runtime: dom. The head judge's results report for the sponsor (Doomtrooper: "The Head Judge is
// responsible for reporting results to the sponsor"): the event and its numbers, the features'
// sections at its head beside the stages (who judged it), the standings, every round's tables with each seat's score and how the game ended,
// who left and why, the players’ lists with problems or missing, the features' sections, and a
// line for the head judge to sign and date.
import { useTranslation } from 'react-i18next';
import type { ReportCell, ReportGrid, ReportSection } from '../report/report-grid';
import { reportText } from '../report/report-text';
import { scopeOf } from '../divisions/division-scope';
import { formatStat } from '../standings/format';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';
import './report.css';

/** A table's seats as one row group, which a page break does not split; a grid without groups is
 * one group. */
function groupsOf(grid: ReportGrid): { row: ReportCell[]; start: boolean }[][] {
  const groups: { row: ReportCell[]; start: boolean }[][] = [];
  grid.rows.forEach((row, i) => {
    const start = grid.starts?.[i] ?? true;
    if (groups.length === 0 || (grid.starts && start)) groups.push([]);
    groups.at(-1)!.push({ row, start });
  });
  return groups;
}

function GridTable({ grid, className }: { grid: ReportGrid; className: string }) {
  const { i18n } = useTranslation();
  const cell = (value: ReportCell, column: number) => {
    const format = grid.formats[column]!;
    return typeof value === 'number' && format !== 'text' ? formatStat(format, value, i18n.language) : (value ?? '');
  };
  const numeric = (column: number) => (grid.formats[column] === 'text' ? undefined : 'num');
  return (
    <table className={`list-table report-table ${className}`}>
      <thead>
        <tr>
          {grid.header.map((h, c) => (
            <th scope="col" key={c} className={numeric(c)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      {groupsOf(grid).map((rows, g) => (
        <tbody key={g}>
          {rows.map(({ row, start }, r) => (
            <tr key={r} className={grid.starts ? (start ? 'group-start' : 'group-rest') : undefined}>
              {row.map((value, c) => (
                <td key={c} className={numeric(c)}>
                  {start || !grid.grouped?.includes(c) ? cell(value, c) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function Pairs({ rows, className }: { rows: [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value], i) => (
        <div key={i}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A feature's section: its grid, its pairs, or what it says with nothing to list. */
function SectionBody({ section, className }: { section: ReportSection; className: string }) {
  const { body } = section;
  if ('grid' in body) return <GridTable grid={body.grid} className={className} />;
  if ('pairs' in body) return <Pairs rows={body.pairs} className="report-pairs" />;
  return <p>{body.none}</p>;
}

export function ReportSheet(props: { eventId: number; options: PrintOptions }) {
  const { t, i18n } = useTranslation();
  const report = useSnapshot('report.get', { eventId: props.eventId, ...scopeOf(props.options.divisionId) });
  const { paper, autoprint } = props.options;
  const text = report.state === 'done' ? reportText(report.value, t, i18n.language) : null;
  return (
    <SheetFrame paper={paper} status={combined(report)} autoprint={autoprint} className="list-sheet report-sheet">
      {text && (
        <article className="report-page">
          <h1 className="list-title">{text.title}</h1>
          <p className="list-subtitle">{text.subtitle}</p>
          <Pairs rows={text.facts} className="report-facts" />

          <section className="report-section report-side">
            {text.head.map((section) => (
              <div key={section.id}>
                <h2>{section.title}</h2>
                <SectionBody section={section} className={`report-${section.id}`} />
              </div>
            ))}
            <div>
              <h2>{text.stages.title}</h2>
              <Pairs rows={text.stages.rows} className="report-pairs" />
            </div>
          </section>

          <section className="report-section">
            <h2>{text.standings.title}</h2>
            {text.standings.note && <p className="list-subtitle">{text.standings.note}</p>}
            {text.standings.grid && <GridTable grid={text.standings.grid} className="report-standings" />}
          </section>

          {text.rounds.map((round) => (
            <section className="report-section report-round" key={round.title}>
              <h2>
                {round.title} {round.heading && <span className="report-stage">· {round.heading}</span>}
              </h2>
              <GridTable grid={round.grid} className="report-tables" />
            </section>
          ))}

          <section className="report-section">
            <h2>{text.left.title}</h2>
            {text.left.grid ? <GridTable grid={text.left.grid} className="report-left" /> : <p>{text.left.none}</p>}
          </section>

          {text.lists && (
            <section className="report-section">
              <h2>{text.lists.title}</h2>
              {text.lists.grid ? <GridTable grid={text.lists.grid} className="report-lists" /> : <p>{text.lists.none}</p>}
            </section>
          )}

          {text.features.map((section) => (
            <section className="report-section" key={section.id}>
              <h2>{section.title}</h2>
              <SectionBody section={section} className={`report-${section.id}`} />
            </section>
          ))}

          <section className="report-section report-signature">
            <h2>{text.signature.title}</h2>
            <p>{text.signature.statement}</p>
            <div className="report-sign-lines">
              <div>
                <span className="report-sign-value">{text.signature.headJudge}</span>
                <span className="report-sign-label">{text.signature.name}</span>
              </div>
              <div>
                <span className="report-sign-value" />
                <span className="report-sign-label">{text.signature.signature}</span>
              </div>
              <div>
                <span className="report-sign-value" />
                <span className="report-sign-label">{text.signature.date}</span>
              </div>
            </div>
          </section>
        </article>
      )}
    </SheetFrame>
  );
}
