import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { ApiRequestError } from './lib/api-client';
import { startOfflineQueue } from './lib/offline-queue';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// Writes queued without a connection on an earlier visit are sent now, whichever page opens.
void startOfflineQueue();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
