export { vaccinationsProjector } from './projector';
export type { VaccinationsTables } from './tables';
