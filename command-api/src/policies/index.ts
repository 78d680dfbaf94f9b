export { policiesCommands } from './routes';
