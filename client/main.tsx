// First: zod's JIT off before any schema module is evaluated (the CSP refuses eval).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { checkSignIn } from './features/auth/user-store';
import './styles.css';

// The sign-in check starts before React mounts (docs/decisions/047-auth-first-load-needs-two-libraries-off.md);
// a failure is held by the sign-in store.
checkSignIn().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
