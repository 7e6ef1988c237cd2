// runtime: pure
export { drawTeams, type TeamCandidate, type TeamDraw, type TeamTable } from './draw-teams';
export { interleave, TEAM_SIZE, teamsOf, teamTableSizes } from './team-tables';
export { seatTeams } from '../../../shared/model/teams';
