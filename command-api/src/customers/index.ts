export { createUser, creationAppends, decideUserCreation, type UserCreation } from './createUser';
export { loadUser } from './loadState';
export { ensureUserCommentGroup } from './commentGroupForUser';
