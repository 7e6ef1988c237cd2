// runtime: pure
export { circleRound } from './circle';
