export { DayRoute } from './DayRoute';
export { RouteDayPage } from './RouteDayPage';
