export { loadMessageTemplate, loadPreferredChannel } from './load';
export { appointmentFacts } from './appointmentFacts';
export { businessFacts, planAutomatic, type AutomaticPlan, sendAndDecideAutomatic, sendAutomaticMessage, type AutomaticMessage, type AutomaticOutcome } from './sendAutomatic';
