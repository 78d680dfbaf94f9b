export { contactsDeciderFor, contactsOwnerOf, ownerOf, readContacts } from './load';
export { contactsCommands } from './routes';
export { moveContactsToUser } from './moveContacts';
