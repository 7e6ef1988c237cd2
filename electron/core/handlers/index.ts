// runtime: node. Every operation's handler. The Handlers type makes a missing one a compile error.
import type { Handlers } from '../context';
import { auditHandlers } from './audit';
import { bracketHandlers } from './bracket';
import { clockHandlers } from './clock';
import { divisionHandlers } from './divisions';
import { entryHandlers } from './entries';
import { eventHandlers } from './events';
import { exportHandlers } from './export';
import { reportHandlers } from './report';
import { hostTimeHandlers } from './host-time';
import { playerHandlers } from './players';
import { playerImportHandlers } from './player-import';
import { resultHandlers } from './results';
import { roundHandlers } from './rounds';
import { roundRobinHandlers } from './round-robin';
import { rulesetHandlers } from './rulesets';
import { scheduleHandlers } from './schedule';
import { seatedPlayoffHandlers } from './seated-playoff';
import { settingsHandlers } from './settings';
import { listHandlers } from './lists';
import { standingsHandlers } from './standings';
import { venueHandlers } from './venue';
import { verifyHandlers } from './verify';

export const handlers: Handlers = {
  ...eventHandlers,
  ...verifyHandlers,
  ...divisionHandlers,
  ...rulesetHandlers,
  ...venueHandlers,
  ...playerHandlers,
  ...playerImportHandlers,
  ...entryHandlers,
  ...roundHandlers,
  ...clockHandlers,
  ...resultHandlers,
  ...standingsHandlers,
  ...bracketHandlers,
  ...roundRobinHandlers,
  ...scheduleHandlers,
  ...seatedPlayoffHandlers,
  ...auditHandlers,
  ...exportHandlers,
  ...reportHandlers,
  ...settingsHandlers,
  ...hostTimeHandlers,
  ...listHandlers,
};
