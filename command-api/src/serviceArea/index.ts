export { assertInsideServiceArea, loadServiceArea, serviceAreaVerdict, type AreaAddress } from './inside';
