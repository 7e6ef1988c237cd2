// runtime: dom. The Russian catalog: the same files and keys as the English one (a unit test keeps
// them equal), plurals by Russian's forms (_one, _few, _many, _other).
import common from './common.json';
import desk from './desk.json';
import display from './display.json';
import exportText from './export.json';
import notes from './notes.json';
import print from './print.json';
import results from './results.json';
import rounds from './rounds.json';
import phone from './phone.json';
import standings from './standings.json';

export const russian = { ...common, ...desk, ...rounds, ...results, ...standings, ...display, ...print, ...notes, ...exportText, ...phone };
