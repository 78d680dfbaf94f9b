import { useConnectionBanner } from '../../lib/connection';
import { OutboxBanner } from './OutboxBanner';

/** Part 2 §2.7: 'Not Connected', 'Connection to Server Lost', '... Reestablished', 'Reconnected'. */
export function ConnectionBanner() {
  const banner = useConnectionBanner();
  return (
    <div className="connection-banner-slot" role="status" aria-live="polite">
      {banner && (
        <div className={`connection-banner connection-banner--${banner.kind}`} data-testid="connection-banner">
          {banner.text}
        </div>
      )}
      <OutboxBanner />
    </div>
  );
}
