export { MergePage, mergeProblem } from './components/MergePage';
