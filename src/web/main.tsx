import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, startLoadingScreenFor } from './app/router';
import { ApiRequestError } from './lib/api-client';
import { startOfflineQueue } from './lib/offline-queue';
import { isOnline, subscribeOnline } from './lib/online-status';
import { registerServiceWorker } from './lib/service-worker';
import { followSystemTheme } from './lib/theme';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
      // The first request always goes out, so the service worker can answer it from what it
      // kept; retries wait for the connection, and a screen with nothing kept says so.
      networkMode: 'offlineFirst',
    },
  },
});

// Queries follow the app's own view of the connection (failed requests and a health ping),
// which is more honest than navigator.onLine.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeOnline(setOnline);
});

// Writes queued without a connection on an earlier visit are sent now, whichever page opens.
void startOfflineQueue();
registerServiceWorker();
followSystemTheme();

startLoadingScreenFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React draws it in slices of a few milliseconds, so a slow
// phone answers a tap while the first screen is built instead of freezing until it is drawn.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
