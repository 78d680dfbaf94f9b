export * from './decider';
export * from './appointmentPayment';
export * from './paymentParts';
export * from './messages';
export * from './answers';
export * from './bodies';
export * from './tipBase';
export * from './onMyWayEta';
