// runtime: node. Every operation's handler. The Handlers type makes a missing one a compile error.
import type { Handlers } from '../context';
import { eventHandlers } from './events';
import { playerHandlers } from './players';
import { settingsHandlers } from './settings';

export const handlers: Handlers = { ...eventHandlers, ...playerHandlers, ...settingsHandlers };
