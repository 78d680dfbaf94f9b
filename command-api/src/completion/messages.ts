// The completion's messages live beside its decider in domain (domain/src/completion/messages.ts).
export { COMPLETION_MESSAGES } from '@pawroute/domain';
