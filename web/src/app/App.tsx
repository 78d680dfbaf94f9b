import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { persistQueryCache } from '../lib/offline/persistCache';
import { startOfflineSupport } from '../lib/offline/startOfflineSupport';
import { prefetchCsrfToken } from '../lib/apiClient';
import { createQueryClient } from '../lib/queryClient';
import { sessionQuery } from '../lib/session';
import { TOAST_LIMIT, TOAST_MS } from '../lib/toast';
import { useMediaQuery } from '../lib/useMediaQuery';
import { useToastPosition } from '../lib/useToastPosition';
import { useHeaderClearance } from '../lib/useHeaderClearance';
import { ErrorBoundary } from './ErrorBoundary';
import { warmOnSignIn } from './guards/warmOnSignIn';
import { isDayAddress, warmDashboardCode } from './guards/useWarmDashboard';
import { createRouter } from './router';

/**
 * The query client, with what every page asks for first already asked: the session check and
 * the CSRF token, whose answers index.html's preloads have been fetching since the page opened; the
 * day saved on this phone read back beside them (painted before they answer, refetched; persistCache.ts);
 * and the dashboard warmed as soon as someone is known to be signed in. The client lives as long as the page.
 */
function createStartedQueryClient() {
  const client = createQueryClient();
  persistQueryCache(client);
  // Opened on a dashboard address (a reload, the home-screen icon): its code loads beside the session check.
  const here = window.location.pathname;
  if (here.startsWith('/dashboard')) warmDashboardCode(isDayAddress(here));
  warmOnSignIn(client);
  void client.prefetchQuery(sessionQuery);
  prefetchCsrfToken();
  return client;
}

export function App() {
  const phone = useMediaQuery('(max-width: 767px)');
  const [queryClient] = useState(createStartedQueryClient);
  const [router] = useState(createRouter);
  const toastPosition = useToastPosition(phone, router.subscribe);
  // Top toasts sit below the header as it is drawn (one or two rows of menu), never over it.
  const headerClearance = useHeaderClearance(phone ? 68 : 72);
  // the outbox's answers refreshing the day's reads.
  useEffect(() => startOfflineSupport(queryClient), [queryClient]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/*
          Toasts: at most 3 at once, each with a close button, colours in components.css meeting AA; at
          the bottom, or at the top below the header (measured) when the field in use is low on the screen.
        */}
        <Toaster
          duration={TOAST_MS}
          position={toastPosition}
          offset={{ top: headerClearance, bottom: 24, right: 24 }}
          mobileOffset={{ top: headerClearance, bottom: 16 }}
          visibleToasts={TOAST_LIMIT}
          closeButton
          richColors
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
