export { readOptions, readSignUpOptions } from './readOptions';
