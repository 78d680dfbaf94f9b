export { commentsCommands } from './routes';
