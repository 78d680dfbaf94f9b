export { completionCommands } from './routes';
export { onTheSpotCommands } from './onTheSpot';
export { sendOnMyWay, onTheWayDedupeKey } from './onMyWayMessage';
