// First: zod's JIT off before any schema module is evaluated (the CSP refuses eval).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFirstView } from './app/PageShell';
import { checkSignIn } from './features/auth/user-store';
import './styles.css';

// The sign-in check starts before React mounts (docs/decisions/047-auth-first-load-needs-two-libraries-off.md);
// a failure is held by the sign-in store.
checkSignIn().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A page whose first view the server sent (the editor's blog) draws it in its first frame
// (docs/decisions/050-first-view-data-in-the-page.md); every other page renders at once.
const firstView = loadFirstView(window.location.pathname);
if (firstView) void firstView.then(render);
else render();
