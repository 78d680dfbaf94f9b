export { type AuthCommandsOptions, authCommands } from './plugin';
export { recoveryMailsSettled } from './passwordRoutes';
