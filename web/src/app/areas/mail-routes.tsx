import { Route } from 'react-router-dom';
import { EmailTemplatesPage, MailboxPage } from './screens';

/** `email-templates` for admin and hr; `mailbox` too when `withMailbox` (admin; the API serves it under the emulators only). */
export function mailRoutes(home: string, withMailbox: boolean) {
  return (
    <>
      <Route path="email-templates" element={<EmailTemplatesPage backTo={home} />} />
      {withMailbox && <Route path="mailbox" element={<MailboxPage backTo={home} />} />}
    </>
  );
}
