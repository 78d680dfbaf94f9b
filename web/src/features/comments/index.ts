export { CommentsPanel } from './components/CommentsPanel';
export { RatingsPanel } from './components/RatingsPanel';
export { CommentText } from './components/CommentText';
