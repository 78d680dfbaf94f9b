export { authCommands, type AuthCommandsOptions } from './auth/plugin';
export { clientErrorsCommands } from './clientErrors/plugin';
export { customersCommands } from './customers/routes';
