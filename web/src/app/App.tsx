import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/queryClient';
import { TOAST_MS } from '../lib/toast';
import { ErrorBoundary } from './ErrorBoundary';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster duration={TOAST_MS} position="bottom-right" closeButton richColors />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
