export { routeCommands } from './routes';
