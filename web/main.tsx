// Mounts the app: router and shell first; the device database, sync engine and service worker load beside it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles.css';
import { AppRoutes } from './routes.tsx';
import { leaveIfReturningAfterExit } from './shell/quick-exit.ts';

const root = document.getElementById('root');
if (root && !leaveIfReturningAfterExit()) {
  root.textContent = '';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
// The device database and sync engine load beside the first render, not in front of it.
void import('./local/sync.ts').then((m) => m.startSync());
void import('./pwa.ts').then((m) => m.registerServiceWorker());
