export { createTestDatabase, testServerUrl, type TestDatabase } from './testDatabase';
