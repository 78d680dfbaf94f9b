export { clientErrorsCommands } from './plugin';
