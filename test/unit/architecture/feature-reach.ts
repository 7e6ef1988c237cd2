// How far each game feature reaches into the app outside its own module (issue 27): the product
// source files (electron/, shared/, renderer/src/; no tests, no catalogs) that name the feature,
// counted per feature, leaving out the feature's own folders. What remains should be registry
// lines and rulesets' `features` lists. `npx tsx test/unit/architecture/feature-reach.ts` prints
// the table; feature-reach.test.ts holds the count to its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { files, root } from './source-files';

export interface FeatureWords {
  id: string;
  /** What naming the feature looks like in code. */
  words: RegExp;
  /** The module that holds it, where that is not named `id`: one module may hold two features
   * that share their storage (starting and team order are one table's starting positions). */
  module?: string;
}

/** The features of issue 27, as their code names them. */
export const featureWords: readonly FeatureWords[] = [
  { id: 'penalties', words: /penalt|Penalt/ },
  { id: 'figure-repair', words: /repairMinutes|repairStartedAt|repair_started|table\.repair|RepairClock|readRepair/ },
  { id: 'table-timers', words: /waitMinutes|waitStartedAt|wait_started|table\.wait|clockStop|ClockStop|clock_stop|timeOut|TimeOut|time_out/ },
  { id: 'signed-sheet', words: /ResultSheetRules|SheetRules|signing|Signing|lockWhenSigned|refereeDecidesRefusal|disqualifyAtTable|leavingDisqualifies|'table\.disqualify'|'at_table'|(input|detail)\.headJudge/ },
  { id: 'starting-order', words: /startingOrder|StartingOrder|starting_order|startingPositions|starting_positions|seatsChosen/, module: 'seat-order' },
  { id: 'team-order', words: /teamOrder|TeamOrder|team_order/, module: 'seat-order' },
  { id: 'squads', words: /\bsquads?\b|Squad|inspection|Inspection/ },
  { id: 'collections', words: /collection\.|Collection|collections\b/ },
  { id: 'officials', words: /official|Official/ },
  { id: 'rule-notice', words: /ruleNotice|RuleNotice|rule_notice|notice\.(get|set)/ },
  { id: 'shared-map', words: /sharedMap|eventMap|EventMap|event_map|map\.(get|set)|MapEditor/ },
  { id: 'sides', words: /sideSize|sideOfAdultAndChild|side\.(list|form|split)|SidesPanel|SideNotice|sideSchema|features\/sides\/|sides_formed|\bsides: \{|NOT_YET_PAIRED|insertSide|keepSide|_in_side\b/ },
  { id: 'waiting-list', words: /waitlist|Waitlist|waitingList/ },
];

const productDirs = ['electron', 'shared', 'renderer/src'];

/** A feature's own folders, where naming it is the point. */
const ownFolders = (id: string) => [`shared/features/${id}/`, `electron/features/${id}/`, `renderer/src/features/${id}/`];

/** Whether the text imports from a feature's folders: naming its path names it too. */
const importsFrom = (text: string, folder: string) => new RegExp(`from '[./]*(?:[a-z]+/)*features/${folder}/`).test(text);

export function featureReach(): { id: string; files: string[] }[] {
  const product = productDirs.flatMap((d) => files(d)).map((f) => ({ f, text: readFileSync(join(root, f), 'utf8') }));
  return featureWords.map(({ id, words, module }) => ({
    id,
    files: product.filter(({ f, text }) => !ownFolders(module ?? id).some((own) => f.startsWith(own)) && (words.test(text) || importsFrom(text, module ?? id))).map(({ f }) => f),
  }));
}

if (process.argv[1]?.endsWith('feature-reach.ts')) {
  const reach = featureReach();
  for (const r of reach) console.log(`${r.id.padEnd(16)} ${String(r.files.length).padStart(4)}`);
  console.log(`${'total'.padEnd(16)} ${String(reach.reduce((n, r) => n + r.files.length, 0)).padStart(4)}`);
  if (process.argv.includes('--files')) for (const r of reach) console.log(`\n${r.id}:\n  ${r.files.join('\n  ')}`);
}
