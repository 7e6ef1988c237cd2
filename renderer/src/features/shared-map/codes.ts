// runtime: pure. The shared map feature's words for the codes its host answers with, which
// the core's notices read by code: its refusals, its fields' codes, its event file part's problems
// and places (features/feature.ts, `codes`).
import type { FeatureCodes } from '../feature';
import en from './i18n/codes/en.json';
import pl from './i18n/codes/pl.json';
import ru from './i18n/codes/ru.json';

export const sharedMapCodes: FeatureCodes = { en, ru, pl };
