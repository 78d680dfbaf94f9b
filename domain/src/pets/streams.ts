export { petStream } from '../customers';
