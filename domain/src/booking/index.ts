export * from './messages';
export * from './settings';
export * from './bodies';
export * from './answers';
export { decideOnlineBooking, decideOnlineChange, decideOnlineCustomer, obCutoffAllows, obWindowAllows, slotMinutes, slotTime, type OnlineBookingFacts } from './decider';
export { addDays as addLocalDays, instantOfLocal, localWallClock } from '../shared/localTime';
export * from './requests';
