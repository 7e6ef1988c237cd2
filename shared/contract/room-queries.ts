// runtime: pure. The queries the room may read (a projector window, a venue guest), by name only, so
// the projector's preload stays small. Generated from shared/contract/operations.ts by
// `npm run docs:api`; a test fails when it is out of date.
export const roomQueries: readonly string[] = ['event.list', 'event.get', 'ruleset.list', 'player.list', 'entry.list', 'round.list', 'round.get', 'round.tables', 'standings.get', 'bracket.get', 'roundRobin.get', 'schedule.get', 'seatedPlayoff.get', 'export.rounds', 'player.counts', 'settings.language', 'venue.role', 'venue.address', 'clock.now', 'map.get', 'notice.get'];
