export { createUser, creationAppends, decideUserCreation, type UserCreation } from './createUser';
export { loadUser } from './loadState';
export { customersCommands } from './routes';
export { ensureUserCommentGroup } from './commentGroupForUser';
