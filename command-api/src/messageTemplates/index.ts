export { loadMessageTemplate, loadPreferredChannel } from './load';
export { businessFacts, sendAndDecideAutomatic, sendAutomaticMessage, type AutomaticMessage, type AutomaticOutcome } from './sendAutomatic';
