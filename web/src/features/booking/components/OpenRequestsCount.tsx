import { useOpenRequestCount } from '../api';

/** The navigation's count of open requests (live: the projection's push refreshes it). */
export function OpenRequestsCount() {
  const count = useOpenRequestCount(true).data?.openCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={`${count} open`}>
      {count}
    </span>
  );
}
