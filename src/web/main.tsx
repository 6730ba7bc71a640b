import './lib/zod-without-eval';
import './styles/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchSession } from './app/prefetch-session';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

prefetchSession(queryClient);

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree at once (on a slow phone, one long task that delays every tap and the first paint).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

// The installed app's service worker (offline copy, update prompt): once the page has loaded, and in a chunk of its
// own, so that none of it weighs on the first load.
window.addEventListener(
  'load',
  () => {
    import('./app/pwa/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  },
  { once: true },
);
