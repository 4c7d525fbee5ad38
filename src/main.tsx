import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { adoptServerDefault } from './lib/api/connection.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first request must already go to the connection the server names as its default.
await adoptServerDefault();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
