import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@askq/ui/styles.css';
import './app.css';
import { App } from './app.js';

/** The session in `?session=`, or a new one written into the URL (a reload keeps it). */
function sessionId(): string {
  const url = new URL(location.href);
  const given = url.searchParams.get('session');
  if (given && /^[A-Za-z0-9_-]{1,64}$/.test(given)) return given;
  const id = crypto.randomUUID().slice(0, 8);
  url.searchParams.set('session', id);
  history.replaceState(null, '', url);
  return id;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App sessionId={sessionId()} />
  </StrictMode>,
);
