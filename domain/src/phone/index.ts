export * from './rules';
export * from './requests';
