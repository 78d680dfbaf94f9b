export { employeesProjector, EMPLOYEES_EVENT_TYPES } from './projector';
export * from './tables';
