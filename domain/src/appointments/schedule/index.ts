export * from './minutes';
export * from './appointmentLength';
export * from './stylistDay';
export * from './bookings';
export * from './conflicts';
export * from './eligibility';
export * from './openSlots';
export * from './stylistBookings';
