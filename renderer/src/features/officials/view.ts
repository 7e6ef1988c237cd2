// runtime: dom. The officials' face (Attacktix 3; every event may have them): their panel beside
// the round on the Rounds tab, the round's officials around its pairings, a table's referee and
// umpire pickers on the line under it, the words printed for a table, their section of the head
// judge's report, and their texts.
import type { FeatureView } from '../feature';
import { OfficialsPanel } from './OfficialsPanel';
import { OfficialsScope } from './OfficialsScope';
import { TableOfficials } from './TableOfficials';
import { officialsTableWords } from './table-words';
import { officialsReportSection, officialsReportSigner } from './report-section';
import { officialsTexts, type OfficialsKeys } from './texts';
import './officials.css';
import { officialsCodes } from './codes';

export const officialsView: FeatureView<OfficialsKeys> = {
  codes: officialsCodes,
  ...officialsTexts,
  roundsPanel: OfficialsPanel,
  roundScope: OfficialsScope,
  tableLine: TableOfficials,
  tableWords: officialsTableWords,
  reportSection: officialsReportSection,
  reportSigner: officialsReportSigner,
};
