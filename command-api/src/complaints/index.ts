export { complaintsCommands } from './routes';
