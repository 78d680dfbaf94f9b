export { petStream } from '../customers/streams';
