export { optionsQueries } from './routes';
export { readOptions, readSignUpOptions } from './readOptions';
