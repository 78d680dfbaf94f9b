export { type AuthCommandsOptions, authCommands } from './plugin';
export { recoveryMailsSettled } from './passwordRoutes';
export { mailEmailConfirmation, signUp } from './signUp';
