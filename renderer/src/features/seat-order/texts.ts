// runtime: dom. The seat order's texts in every language (read under `features.seat-order.`): a
// table's seats in the order chosen and the forms that record it, a starting order's and a team
// order's.
import type { FeatureTexts, TextKeys } from '../feature';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import ru from './i18n/ru.json';

export type SeatOrderKeys = TextKeys<typeof en>;

export const seatOrderTexts: FeatureTexts<SeatOrderKeys> = { id: 'seat-order', catalog: { en, ru, pl } };
