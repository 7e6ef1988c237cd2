// runtime: dom. The seat order feature's face (docs/features/seat-order.md): its texts, read by the
// seats and forms the Rounds tab shows at a table whose players choose their seats or play in teams.
import type { FeatureView } from '../feature';
import { seatOrderTexts, type SeatOrderKeys } from './texts';

export const seatOrderView: FeatureView<SeatOrderKeys> = seatOrderTexts;
