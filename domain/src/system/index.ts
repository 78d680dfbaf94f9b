export * from './verifyProjections';
