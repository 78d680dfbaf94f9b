export * from './verifyProjections';
export * from './answers';
