import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@askq/ui/styles.css';
import '../app.css';
import './server-mode.css';
import { ServerModeApp, sessionIdFromUrl } from './server-app.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServerModeApp sessionId={sessionIdFromUrl()} />
  </StrictMode>,
);
