// Empties the emulators between test layers, so the browser tests start from the demo data alone, as they do on a
// developer's machine: the API layer leaves thousands of jobs, applications and e-mails behind, and the Firestore
// emulator answers every query by reading the whole collection, so that backlog slowed each screen of the e2e
// layer past its timeouts. The emulator's reset sends a delete event per document, so the Functions emulator's
// background triggers are off meanwhile (switching them off also waits for the work under way): the deletion
// sets off no e-mail, indexing notice or webhook.
import { PORTS, PROJECT_ID } from './emulator-env.mjs';

const HUB = 'http://127.0.0.1:4400';

async function call(method, url) {
  const response = await fetch(url, { method });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

export async function resetEmulators() {
  await call('PUT', `${HUB}/functions/disableBackgroundTriggers`);
  try {
    await call(
      'DELETE',
      `http://127.0.0.1:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    );
    await call('DELETE', `http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`);
    await call('DELETE', `http://127.0.0.1:${PORTS.mailbox}/messages`);
  } finally {
    await call('PUT', `${HUB}/functions/enableBackgroundTriggers`);
  }
}
