// runtime: pure. The figure repair feature's texts in every language (read under
// `features.figure-repair.`): the repair clock's button and reading.
import type { FeatureCatalog } from '../feature';

export type RepairKeys = 'start' | 'startLabel' | 'running' | 'over';

export const figureRepairCatalog: FeatureCatalog<RepairKeys> = {
  en: {
    start: 'Repair {{minutes}} min',
    startLabel: 'Start the {{minutes}}-minute figure repair clock at table {{table}}',
    running: 'Repair: {{left}}',
    over: 'Repair time over',
  },
  ru: {
    start: 'Ремонт {{minutes}} мин',
    startLabel: 'Запустить {{minutes}}-минутные часы ремонта фигурки у стола {{table}}',
    running: 'Ремонт: {{left}}',
    over: 'Время ремонта вышло',
  },
  pl: {
    start: 'Naprawa {{minutes}} min',
    startLabel: 'Uruchom {{minutes}}-minutowy zegar naprawy figurki przy stole {{table}}',
    running: 'Naprawa: {{left}}',
    over: 'Czas naprawy minął',
  },
};

/** What reads the texts: the feature's id and its catalog. */
export const figureRepairTexts = { id: 'figure-repair', catalog: figureRepairCatalog };
