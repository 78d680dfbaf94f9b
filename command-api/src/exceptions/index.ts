export { exceptionsCommands } from './routes';
