// runtime: pure. The notice of rule modifications as an event file carries it
// (`features.rule-notice`, version 4 on): the text as posted and when it was last saved.
import { z } from 'zod';
import { ruleNoticeSetInput } from './model';

export const noticeFileSchema = z.object({
  text: ruleNoticeSetInput.shape.text,
  updatedAt: z.string(),
});
export type NoticeFile = z.infer<typeof noticeFileSchema>;
