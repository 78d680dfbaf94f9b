export { vaccinationsCommands } from './routes';
export { refuseMissingVaccines } from './bookingGate';
