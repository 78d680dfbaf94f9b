export { startSideEffectsReactor, type SideEffectsReactor } from './sideEffectsReactor';
