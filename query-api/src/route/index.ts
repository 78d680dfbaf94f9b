export { mayReadDayRoute } from './routes';
export { readDayRoute, readSuggestedOrder, readRouteStops, matchAddress } from './readRoute';
export { rankOpenSlotsByDriving } from './rankSlots';
