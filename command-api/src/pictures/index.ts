export { asStoredImage } from './images';
export { uploadRoute } from './uploadRoute';
export { picturesCommands } from './routes';
