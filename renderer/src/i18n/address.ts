// runtime: pure. The i18next context a sentence about a player is worded in: Russian and Polish keep
// `key_female` and `key_male` beside a `key` that fits anyone (for a player whose form of address
// is not given, and for English, which needs no other).
import type { FormOfAddress } from '../../../shared/model/player';

export const addressed = (player: { formOfAddress?: FormOfAddress | null | undefined }): { context?: FormOfAddress } =>
  player.formOfAddress ? { context: player.formOfAddress } : {};
