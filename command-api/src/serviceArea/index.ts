export { serviceAreaCommands } from './routes';
export { assertInsideServiceArea, loadServiceArea, serviceAreaVerdict, type AreaAddress } from './inside';
