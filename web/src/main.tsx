import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, preferredLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render waits for the sign-in screens' messages in the person's language (one small file).
void activateLanguage(preferredLanguage()).then(() =>
  // The first render as a transition: React renders it in short slices instead of one long blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
