export { refuseMissingVaccines } from './bookingGate';
