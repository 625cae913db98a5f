import '@agenda/ui/styles.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkStoredSession } from '@agenda/auth/web';
import { App } from './app.tsx';
import { preloadAppLayout } from './shell/guards.tsx';

// A stored session: its check and the signed-in shell leave now, ahead of the page's own chunks
// (HTTP/1.1 allows six requests at a time, and a page's chunks would take them all).
if (checkStoredSession()) preloadAppLayout();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
