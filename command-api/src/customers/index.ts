export { createUser } from './createUser';
export { loadUser } from './loadState';
export { customersCommands } from './routes';
export { ensureUserCommentGroup } from './commentGroupForUser';
