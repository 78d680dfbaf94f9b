export { managementCommands } from './routes';
