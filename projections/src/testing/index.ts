export * from './countingProjector';
export * from './counts';
export * from './appendAmounts';
export * from './testKit';
