// runtime: dom. The head judge's results report worded in the desk's language, once, for both of
// its faces: the printed sheet lays these sections out, and the CSV writes them one after another.
// Cells keep numbers as numbers (the sheet formats them in the language, the CSV writes them plain).
import type { TFunction } from 'i18next';
import type { Report, ReportEntry, ReportTable } from '../../../shared/model/report';
import { formatDay, formatMoment } from '../i18n/format';
import { stageName } from '../rounds/round-name';
import type { EntryStatus } from '../../../shared/model/standings';
import { markLegends, standingsCaption } from '../standings/format';
import { listProblemsText } from '../lists/problem-text';
import { formatRecord } from '../../../shared/text/record';
import { featureDisqualificationText, featureReportSections, featureReportSigner, featureReportTableNotes } from '../features/registry';
import type { ReportCell, ReportGrid, ReportSection } from './report-grid';

export interface ReportText {
  title: string;
  subtitle: string;
  facts: [string, string][];
  /** The sections the features the division uses put at the head, beside the stages. */
  head: ReportSection[];
  stages: { title: string; rows: [string, string][] };
  standings: { title: string; note: string | null; grid: ReportGrid | null };
  /** heading: the round's place in its stage, null where the event has one stage (it would repeat the title). */
  rounds: { title: string; heading: string | null; grid: ReportGrid }[];
  left: { title: string; grid: ReportGrid | null; none: string };
  /** The players' lists with problems or missing; null where the division plays no list. */
  lists: { title: string; grid: ReportGrid | null; none: string } | null;
  /** The sections the features the division uses add after the core's, in the registry's order. */
  features: ReportSection[];
  signature: { title: string; headJudge: string | null; name: string; signature: string; date: string; statement: string };
}

const statusOf = (status: EntryStatus, t: TFunction) => (status === 'active' ? '' : t(markLegends[status].mark));

const text = (n: number) => Array.from({ length: n }, () => 'text' as const);

function leaveDetail(entry: ReportEntry, t: TFunction): string {
  const d = entry.disqualification;
  if (!d) return '';
  return d.cause === 'left_early' ? t('print.report.left.leftEarly') : (featureDisqualificationText(d) ?? '');
}

/** A seat's cells across the table's games: the score (game by game where there are several), its
 * place where the game was entered by places or as a race, and the outcome. */
function seatCells(table: ReportTable, entryId: number, t: TFunction): [ReportCell, ReportCell, ReportCell] {
  if (table.bye) return [null, null, t('print.report.rounds.bye')];
  if (table.games.length === 0) return [null, null, t('print.report.rounds.noResult')];
  const own = table.games.map((g) => g.seats.find((s) => s.entryId === entryId));
  const outcome = (o: string | undefined) => (o ? t(`print.report.outcomes.${o}`, { defaultValue: o }) : '');
  if (own.length === 1) {
    const [seat] = own;
    return [seat?.score ?? null, seat?.place ?? null, outcome(seat?.outcome)];
  }
  return [own.map((s) => s?.score ?? '').join(' · '), null, own.map((s) => outcome(s?.outcome)).join(' · ')];
}

/** How the table's race ended, and what the features say of the table (a refusal to sign). */
function endingOf(report: Report, round: number, table: ReportTable, t: TFunction): string {
  const endings = table.games.flatMap((g) => (g.ending ? [t(`print.report.endings.${g.ending}`, { defaultValue: g.ending })] : []));
  return [...endings, ...featureReportTableNotes(report.features, round, table.number)].join('; ');
}

function roundGrid(report: Report, round: number, tables: ReportTable[], ids: Map<number, string>, t: TFunction): ReportGrid {
  const rows: ReportCell[][] = [];
  const starts: boolean[] = [];
  const race = report.event.entry === 'race';
  for (const table of tables) {
    const ending = race ? endingOf(report, round, table, t) : '';
    table.seats.forEach((seat, i) => {
      starts.push(i === 0);
      rows.push([table.bye ? null : table.number, table.bye ? null : seat.position, seat.name, ids.get(seat.entryId) ?? '', ...seatCells(table, seat.entryId, t), ...(race ? [ending] : [])]);
    });
  }
  const header = [
    t('print.report.rounds.table'),
    t('print.report.rounds.seat'),
    t('print.report.player'),
    t('print.report.playerId'),
    t(`print.slip.scoreNames.${report.event.scoreName}`, { defaultValue: report.event.scoreName }),
    t('print.report.rounds.place'),
    t('print.report.rounds.result'),
    ...(race ? [t('print.report.rounds.ending')] : []),
  ];
  return { header, formats: ['number', 'number', 'text', 'text', 'number', 'number', 'text', ...(race ? ['text' as const] : [])], rows, starts, grouped: race ? [0, 7] : [0] };
}

export function reportText(report: Report, t: TFunction, language: string): ReportText {
  const { event, players, standings } = report;
  const ids = new Map(report.entries.map((e) => [e.entryId, e.playerIds.join(', ')]));
  const count = (n: number) => String(n);
  const facts: [string, string][] = [
    [t('print.report.facts.event'), event.name],
    ...(event.division ? [[t('print.report.facts.division'), event.division] as [string, string]] : []),
    [t('print.report.facts.date'), formatDay(event.date, language, 'long')],
    [t('print.report.facts.game'), t(`event.rulesets.${event.ruleset}`, { defaultValue: event.ruleset })],
    [t('print.report.facts.registered'), count(players.registered)],
    [t('print.report.facts.played'), count(players.played)],
    [t('print.report.facts.dropped'), count(players.dropped)],
    [t('print.report.facts.noShows'), count(players.noShows)],
    ...(players.forfeited > 0 ? [[t('print.report.facts.forfeited'), count(players.forfeited)] as [string, string]] : []),
    ...(players.disqualified > 0 ? [[t('print.report.facts.disqualified'), count(players.disqualified)] as [string, string]] : []),
    [t('print.report.facts.rounds'), count(report.rounds.length)],
    [t('print.report.facts.made'), formatMoment(report.madeAt, language)],
  ];

  const caption = standingsCaption(standings, t);
  const label = (column: string) => t(`standings.columns.${column}.label`, { defaultValue: column });
  const standingsGrid: ReportGrid | null = standings.ranked
    ? {
        header: [t('print.report.standings.place'), t('print.report.player'), t('print.report.playerId'), label(standings.primary), t('standings.record'), ...standings.columns.map((c) => label(c.id)), t('print.report.standings.status')],
        formats: ['number', 'text', 'text', 'number', 'text', ...standings.columns.map((c) => c.format), 'text'],
        rows: standings.rows.map((row) => [row.rank, row.name, ids.get(row.entryId) ?? '', row.groupScore, formatRecord(row), ...standings.columns.map((c) => row.tiebreaks[c.id] ?? null), statusOf(row.status, t)]),
      }
    : null;

  const leavers = report.entries.filter((e) => e.status !== 'active');
  const sections = featureReportSections(report.features);

  return {
    title: t('print.report.title'),
    subtitle: t('print.report.subtitle'),
    facts,
    head: sections.filter((s) => s.place === 'head'),
    stages: {
      title: t('print.report.stages.title'),
      rows: report.stages.map((s) => [
        t('print.report.stages.stage', { position: s.position, kind: stageName(t, s.kind) }),
        t('print.report.stages.rounds', { count: s.rounds.length, list: s.rounds.join(', ') }),
      ]),
    },
    standings: { title: caption.title, note: caption.note, grid: standingsGrid },
    rounds: report.rounds.map((round) => ({
      title: t('print.report.rounds.title', { number: round.number }),
      heading: report.stages.length > 1 ? t('print.report.rounds.stage', { kind: stageName(t, round.stage.kind), number: round.stage.round }) : null,
      grid: roundGrid(report, round.number, round.tables, ids, t),
    })),
    left: {
      title: t('print.report.left.title'),
      none: t('print.report.left.none'),
      grid:
        leavers.length === 0
          ? null
          : {
              header: [t('print.report.player'), t('print.report.playerId'), t('print.report.standings.status'), t('print.report.left.afterRound'), t('print.report.left.reason')],
              formats: [...text(3), 'number', 'text'],
              rows: leavers.map((e) => [e.name, ids.get(e.entryId) ?? '', statusOf(e.status, t), e.afterRound, [e.reason, leaveDetail(e, t)].filter(Boolean).join(' · ')]),
            },
    },
    lists: report.lists && {
      title: t('print.report.lists.title'),
      none: t('print.report.lists.none'),
      grid:
        report.lists.off.length === 0
          ? null
          : {
              header: [t('print.report.player'), t('print.report.lists.kind'), t('print.report.lists.state'), t('print.report.lists.problems')],
              formats: text(4),
              rows: report.lists.off.map((s) => [s.name, t(`lists.kind.${s.kind}`, { defaultValue: s.kind }), t(`print.report.lists.states.${s.state === 'missing' ? 'missing' : 'problems'}`), listProblemsText(t, s)]),
            },
    },
    features: sections.filter((s) => s.place !== 'head'),
    signature: {
      title: t('print.report.signature.title'),
      headJudge: featureReportSigner(report.features),
      name: t('print.report.signature.name'),
      signature: t('print.report.signature.signature'),
      date: t('print.report.signature.date'),
      statement: t('print.report.signature.statement'),
    },
  };
}
