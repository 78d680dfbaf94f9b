import { useThreads } from '../api';

/** The navigation's count of unread texts (live: the projection's push refreshes it). */
export function UnreadTextsCount() {
  const count = useThreads().data?.unreadTotal ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={`${count} unread`}>
      {count}
    </span>
  );
}
