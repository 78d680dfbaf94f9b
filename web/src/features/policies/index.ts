export { PolicyPage } from './components/PolicyPage';
export { PolicyAcknowledgementModal } from './components/PolicyAcknowledgementModal';
export { usePolicyStatus } from './api/policies';
