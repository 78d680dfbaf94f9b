export { phoneCommands } from './routes';
