// runtime: dom. Printable sheets by route (#/print/<sheet>/<id>?…): result slips, pairings and
// standings, the bracket, the round robin grid, the seated playoff's chart, the seating of a
// schedule made in advance, the head judge's results report, and the sheets of features (the
// notice of rule modifications, the map, a collection list: renderer/src/features). Each sets
// data-print-ready on its root once its data and fonts are in.
import { useTranslation } from 'react-i18next';
import { BracketSheet } from './BracketSheet';
import { ChartSheet } from './ChartSheet';
import { GridSheet } from './GridSheet';
import { PairingsSheet } from './PairingsSheet';
import { readPrintOptions } from './params';
import { ReportSheet } from './ReportSheet';
import { SeatingSheet } from './SeatingSheet';
import { SlipsSheet } from './SlipsSheet';
import { StandingsSheet } from './StandingsSheet';
import { featureSheet } from '../features/registry';

export function PrintPage(props: { sheet: string; id: number; params: URLSearchParams }) {
  const { t } = useTranslation();
  const options = readPrintOptions(props.params);
  if (props.sheet === 'slips') return <SlipsSheet roundId={props.id} options={options} />;
  if (props.sheet === 'pairings') return <PairingsSheet roundId={props.id} options={options} />;
  if (props.sheet === 'standings') return <StandingsSheet eventId={props.id} options={options} />;
  if (props.sheet === 'bracket') return <BracketSheet eventId={props.id} options={options} />;
  if (props.sheet === 'grid') return <GridSheet eventId={props.id} options={options} />;
  if (props.sheet === 'seating') return <SeatingSheet eventId={props.id} round={Number(props.params.get('round')) || undefined} options={options} />;
  if (props.sheet === 'report') return <ReportSheet eventId={props.id} options={options} />;
  if (props.sheet === 'chart') return <ChartSheet eventId={props.id} options={options} />;
  const FeatureSheet = featureSheet(props.sheet);
  if (FeatureSheet) return <FeatureSheet id={props.id} options={options} />;
  return (
    <p className="print-status" role="alert" data-print-error="not_found">
      {t('print.unknownSheet', { sheet: props.sheet })}
    </p>
  );
}
