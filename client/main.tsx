// Mantine's core styles first, then the packages built on them (stack.md).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import 'dayjs/locale/pt-br';

import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startRefreshTimer } from './lib/refresh.ts';

dayjs.locale('pt-br');
startRefreshTimer();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
