import { lazy } from 'react';
import { Route } from 'react-router-dom';

// The e-mail screens: their own chunk, loaded when opened.
const EmailTemplatesPage = lazy(() => import('../../features/mail/components/email-templates-page'));
const MailboxPage = lazy(() => import('../../features/mail/components/mailbox-page'));

/** `email-templates` for admin and hr; `mailbox` too when `withMailbox` (admin; the API serves it under the emulators only). */
export function mailRoutes(home: string, withMailbox: boolean) {
  return (
    <>
      <Route path="email-templates" element={<EmailTemplatesPage backTo={home} />} />
      {withMailbox && <Route path="mailbox" element={<MailboxPage backTo={home} />} />}
    </>
  );
}
