export { todoCommands } from './routes';
