// runtime: dom. The notice of rule modifications' face (Attacktix 6.1, 6.2; every event has one):
// its editor beside the registration form for the head judge, its printed sheet
// (#/print/notice/<event>), and its texts.
import type { FeatureView } from '../feature';
import { NoticeSheet } from './NoticeSheet';
import { RuleNoticeEditor } from './RuleNoticeEditor';
import { ruleNoticeTexts } from './texts';
import { ruleNoticeCodes } from './codes';

export const ruleNoticeView: FeatureView = {
  codes: ruleNoticeCodes,
  ...ruleNoticeTexts,
  registrationPanel: RuleNoticeEditor,
  sheets: { notice: NoticeSheet },
};
