export * from './port';
export { osrmRouter, withEstimateFallback } from './osrm';
export { straightLineRouter } from './straightLine';
export { routerFor } from './routerFor';
