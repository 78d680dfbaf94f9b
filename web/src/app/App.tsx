import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/queryClient';
import { TOAST_MS } from '../lib/toast';
import { useMediaQuery } from '../lib/useMediaQuery';
import { ErrorBoundary } from './ErrorBoundary';
import { createRouter } from './router';

export function App() {
  const phone = useMediaQuery('(max-width: 767px)');
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* On a phone, toasts at the bottom cover a dialog's buttons: show them at the top there. */}
        <Toaster duration={TOAST_MS} position={phone ? 'top-center' : 'bottom-right'} closeButton richColors />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
