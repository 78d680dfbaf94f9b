export { StylistUpcomingList } from './StylistUpcomingList';
