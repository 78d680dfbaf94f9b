export { MessagesPage } from './components/MessagesPage';
export { UnreadTextsCount } from './components/UnreadTextsCount';
