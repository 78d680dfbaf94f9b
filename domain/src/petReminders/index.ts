export * from './vaccineReminder';
export * from './events';
export * from './decider';
export * from './words';
