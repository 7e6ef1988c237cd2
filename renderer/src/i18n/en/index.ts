// runtime: dom. The English catalog: one file per face, merged into one namespace (each file's
// top-level keys are its own). English is the reference every other language mirrors.
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

export const english = { ...common, ...desk, ...rounds, ...results, ...standings, ...display, ...print, ...notes, ...exportText, ...phone };
