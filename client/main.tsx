// Mantine's core styles first (docs/design/stack.md); the styles of packages only some parts use (charts, dropzone,
// toasts) are imported by the components that use them, so they load with those pages.
import '@mantine/core/styles.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startRefreshTimer } from './lib/refresh.ts';

startRefreshTimer();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// A transition, so React renders the first page in slices and yields to the browser in between instead of holding the
// main thread for one long task (Lighthouse's total blocking time on a phone, docs/performance.md). Nothing is on
// screen before it but index.html's static parts, which stay until it commits.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
