export { readStandings, readStandingsPage, placeholdersBetween, MAY_FALL_BETWEEN } from './reads';
