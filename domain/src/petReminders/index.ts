export * from './vaccineReminder';
export * from './events';
export * from './decider';
export * from './messages';
export * from './quietHours';
export * from './scheduled';
export * from './rebookDue';
export * from './answers';
