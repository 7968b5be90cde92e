// Mounts the app: router, device sync and the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './styles.css';
import { routes } from './routes.tsx';
import { startSync } from './local/sync.ts';
import { registerServiceWorker } from './pwa.ts';

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (root) {
  root.textContent = '';
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
startSync();
registerServiceWorker();
