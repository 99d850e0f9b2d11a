import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '../components/ui/provider';
import { handleRefusedSessions } from '../lib/session-end';
import { syncSessionWithStoredTokens } from '../features/auth/session-sync';

handleRefusedSessions();
import { AppRoutes } from './routes';

export function App() {
  useEffect(() => syncSessionWithStoredTokens(), []);
  return (
    <UiProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
