export { completionCommands } from './routes';
export { onTheSpotCommands } from './onTheSpot';
export { sendOnTheWayMail, ON_THE_WAY_SUBJECT, onTheWayDedupeKey } from './onTheWayMail';
