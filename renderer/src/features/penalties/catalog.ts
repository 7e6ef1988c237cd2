// runtime: pure. The penalties feature's texts in every language (read under `features.penalties.`):
// the results desk's penalty panel and the slip's penalty boxes. The offences' names stay in the
// results catalog (results.penalties.offences), which the head judge's report words too.
import type { FeatureCatalog } from '../feature';

export type PenaltyKeys =
  | 'title' | 'record' | 'player' | 'game' | 'offence' | 'none'
  | 'givenForfeitAttack' | 'givenForfeitTurn' | 'givenForfeitTurnEscalated' | 'givenForfeitGame' | 'givenForfeitMatch' | 'givenNone'
  | 'countsOpen' | 'countsGameLost' | 'countsMatchLost'
  | 'takeBack' | 'takeBackLabel' | 'reason'
  | 'boxTitle' | 'boxGameLost' | 'boxMatchLost';

export const penaltiesCatalog: FeatureCatalog<PenaltyKeys> = {
  en: {
    title: 'Penalties',
    record: 'Record penalty',
    player: 'Player',
    game: 'Game',
    offence: 'Offence',
    none: 'No penalties recorded at this table.',
    givenForfeitAttack: 'forfeits one attack ({{count}} under {{group}} this game)',
    givenForfeitTurn: 'forfeits the rest of the turn (turn {{turns}} forfeited)',
    givenForfeitTurnEscalated: '3rd offence under {{group}}: forfeits the rest of the turn',
    givenForfeitGame: '3rd turn forfeited: forfeits the game',
    givenForfeitMatch: 'gross offence: forfeits the match',
    givenNone: 'not counted: already lost by penalty',
    countsOpen: 'Toward a lost turn: {{attack}} · turns forfeited: {{turns}}',
    countsGameLost: 'Game lost by penalty',
    countsMatchLost: 'Match lost by penalty',
    takeBack: 'Take back',
    takeBackLabel: 'Take back penalty {{number}}',
    reason: 'Why it is taken back (kept in the audit)',
    boxTitle: 'Penalties',
    boxGameLost: 'Game lost',
    boxMatchLost: 'Match lost',
  },
  ru: {
    title: 'Штрафы',
    record: 'Записать штраф',
    player: 'Игрок',
    game: 'Партия',
    offence: 'Нарушение',
    none: 'За этим столом штрафов нет.',
    givenForfeitAttack: 'теряет одну атаку ({{count}} по пункту {{group}} в этой партии)',
    givenForfeitTurn: 'теряет остаток хода (потерян ход {{turns}})',
    givenForfeitTurnEscalated: '3-е нарушение по пункту {{group}}: теряет остаток хода',
    givenForfeitGame: '3-й потерянный ход: проигрывает партию',
    givenForfeitMatch: 'грубое нарушение: проигрывает матч',
    givenNone: 'не засчитано: уже проиграно по штрафу',
    countsOpen: 'До потери хода: {{attack}} · потеряно ходов: {{turns}}',
    countsGameLost: 'Партия проиграна по штрафу',
    countsMatchLost: 'Матч проигран по штрафу',
    takeBack: 'Отменить',
    takeBackLabel: 'Отменить штраф {{number}}',
    reason: 'Почему отменяется (сохраняется в журнале)',
    boxTitle: 'Штрафы',
    boxGameLost: 'Партия проиграна',
    boxMatchLost: 'Матч проигран',
  },
  pl: {
    title: 'Kary',
    record: 'Zapisz karę',
    player: 'Gracz',
    game: 'Partia',
    offence: 'Wykroczenie',
    none: 'Przy tym stole nie zapisano kar.',
    givenForfeitAttack: 'traci jeden atak ({{count}} według {{group}} w tej partii)',
    givenForfeitTurn: 'traci resztę tury (utracona tura: {{turns}})',
    givenForfeitTurnEscalated: '3. wykroczenie według {{group}}: traci resztę tury',
    givenForfeitGame: '3. utracona tura: przegrywa partię',
    givenForfeitMatch: 'rażące wykroczenie: przegrywa mecz',
    givenNone: 'nie liczy się: już przegrane karnie',
    countsOpen: 'Do utraty tury: {{attack}} · utracone tury: {{turns}}',
    countsGameLost: 'Partia przegrana karnie',
    countsMatchLost: 'Mecz przegrany karnie',
    takeBack: 'Cofnij',
    takeBackLabel: 'Cofnij karę {{number}}',
    reason: 'Dlaczego kara jest cofana (zapisywane w dzienniku zmian)',
    boxTitle: 'Kary',
    boxGameLost: 'Partia przegrana',
    boxMatchLost: 'Mecz przegrany',
  },
};

/** What reads the texts: the feature's id and its catalog. */
export const penaltiesTexts = { id: 'penalties', catalog: penaltiesCatalog };
