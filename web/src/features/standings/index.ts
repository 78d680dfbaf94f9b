export { CreateStandingDialog, type CreateStandingDialogProps } from './CreateStandingDialog';
export { RecurrenceDialog } from './RecurrenceDialog';
export { StandingsPage } from './StandingsPage';
