// runtime: node. The head judge's results report (the desk prints it and writes it as CSV).
import type { Handlers } from '../context';
import { buildReport } from '../services/report';

export const reportHandlers: Pick<Handlers, 'report.get'> = {
  'report.get'({ eventId, divisionId }, ctx) {
    return buildReport(ctx, eventId, divisionId);
  },
};
