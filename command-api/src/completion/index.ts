export { completionCommands } from './routes';
export { onTheSpotCommands } from './onTheSpot';
