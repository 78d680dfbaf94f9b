export { contactsProjector, CONTACTS_PROJECTOR_EVENT_TYPES } from './projector';
export * from './tables';
