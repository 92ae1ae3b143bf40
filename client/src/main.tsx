import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { i18nReady } from '@/shared/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first paint is in the user's language: a Spanish or French catalogue is fetched first.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
