// runtime: node. The notice of rule modifications in the event file: its text as posted, left out
// where the organizer never saved one. The schema holds the text to what the desk's form takes.
import { noticeFileSchema, type NoticeFile } from '../../../shared/features/rule-notice/file';
import type { FeatureEventFile } from '../feature';
import { ruleNotices } from './notices';

export const noticeEventFile: FeatureEventFile<NoticeFile> = {
  schema: noticeFileSchema,
  export(ctx, eventId) {
    const notice = ruleNotices(ctx.store).get(eventId);
    return notice.updatedAt === null ? null : { text: notice.text, updatedAt: notice.updatedAt };
  },
  problems() {},
  import(ctx, part, _file, ids) {
    ruleNotices(ctx.store).set(ids.eventId, 0, part.text, part.updatedAt);
  },
};
