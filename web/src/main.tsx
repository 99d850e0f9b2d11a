import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, preferredLanguage } from './lib/i18n';
import { LOAD_FAILURE } from './components/ui/load-failure';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const language = preferredLanguage();
// The first render waits for the sign-in screens' messages in the person's language (one small file).
activateLanguage(language).then(
  () =>
    // The first render as a transition: React renders it in short slices instead of one long blocking task.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  () => {
    // Without its messages the page cannot speak: say so in the person's language, with a way to retry.
    const failure = LOAD_FAILURE[language];
    const text = Object.assign(document.createElement('p'), { textContent: failure.text });
    text.setAttribute('role', 'alert');
    const retry = Object.assign(document.createElement('button'), { textContent: failure.retry, type: 'button' });
    retry.addEventListener('click', () => window.location.reload());
    root.replaceChildren(text, retry);
  },
);
