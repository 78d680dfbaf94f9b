export { standingsCommands } from './routes';
