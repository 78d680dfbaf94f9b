export { mergeCommands } from './routes';
