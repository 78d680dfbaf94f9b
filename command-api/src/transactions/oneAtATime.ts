// Shared with the SMS webhook (command-api/src/messages): command-api/src/shared/oneAtATime.ts.
export { oneAtATime } from '../shared/oneAtATime';
