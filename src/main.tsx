import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { router } from './app/router.tsx';
import { adoptServerDefault } from './lib/api/connection.ts';
import { loadOpeningLanguage } from './lib/i18n/language-choice.ts';
import { SELF_CHECK_PATH } from './lib/self-check/check-link.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first page's code loads while the server's default connection is read (a route's loader may load
// more, such as the map's): nothing in it asks the service before the app renders.
// `href` alone is what the router documents for a built location; its types ask for `to` as well.
const here = { href: window.location.pathname + window.location.search } as Parameters<
  typeof router.preloadRoute
>[0];
router.preloadRoute(here).catch(() => {
  // The app's own navigation loads it again and shows the error.
});
// The first request must already go to the connection the server names as its default. The supplier
// self-check asks nothing of our server's API (it has no connection, and works offline). The page's
// language is loaded meanwhile, so its first render is already in that language.
await Promise.all([
  window.location.pathname === SELF_CHECK_PATH ? undefined : adoptServerDefault(),
  loadOpeningLanguage(),
]);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
