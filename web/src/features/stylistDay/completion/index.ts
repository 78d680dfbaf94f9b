/** The completion flow (part 2 §2.3, §4.1): the full pages and the view the schedule embeds. */
export { CompletionPage } from './CompletionPage';
export { CompletionView } from './CompletionView';
