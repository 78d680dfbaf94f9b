export { estimatesCommands } from './routes';
