// runtime: dom. The results report as CSV in the desk's language, for the sponsor's spreadsheet:
// its sections one after another, each under its title with its column headings, an empty line
// between them; UTF-8 with a byte order mark and quoted text, like every export (docs/export.md).
import type { Cell } from '../../../shared/text/csv-write';
import { csvLines } from '../../../shared/text/csv-write';
import type { ReportGrid, ReportSection } from './report-grid';
import type { ReportText } from './report-text';

const grid = (title: string, g: ReportGrid): Cell[][] => [[title], g.header, ...g.rows];
const section = ({ title, body }: ReportSection): Cell[][] => ('grid' in body ? grid(title, body.grid) : 'pairs' in body ? [[title], ...body.pairs] : [[title], [body.none]]);

export function reportCsv(text: ReportText): string {
  const sections: Cell[][][] = [
    [[text.title], [text.subtitle], ...text.facts],
    ...text.head.map(section),
    [[text.stages.title], ...text.stages.rows],
    text.standings.grid ? grid(text.standings.title, text.standings.grid) : [[text.standings.title]],
    ...text.rounds.map((r) => grid(r.heading ? `${r.title} · ${r.heading}` : r.title, r.grid)),
    text.left.grid ? grid(text.left.title, text.left.grid) : [[text.left.title], [text.left.none]],
    ...(text.lists ? [text.lists.grid ? grid(text.lists.title, text.lists.grid) : [[text.lists.title], [text.lists.none]]] : []),
    ...text.features.map(section),
    [[text.signature.title], [text.signature.statement], [text.signature.name, text.signature.headJudge ?? ''], [text.signature.signature, ''], [text.signature.date, '']],
  ];
  return csvLines(sections.flatMap((rows, i) => (i === 0 ? rows : [[], ...rows])));
}
