// The local SMTP catcher for development and tests: accepts every message on 127.0.0.1 (no TLS, no auth) and
// lists what it received over HTTP, newest first, for the emulator-only Mailbox screen (DELETE empties it).
// Nothing leaves the machine. The development delivery step (functions: mail/dev-delivery.ts) sends the outbox here.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { PORTS } from './emulator-env.mjs';

const KEEP = 1000;
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/** Starts both servers; resolves to { messages, close }. */
export async function startMailCatcher({ smtpPort = PORTS.smtp, httpPort = PORTS.mailbox } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // smtp-server looks up the client's host name before its greeting; where DNS is slow or absent that held
    // every delivery for up to 30 s.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream, { maxHtmlLengthToParse: MAX_MESSAGE_BYTES })
        .then((parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: parsed.from?.text ?? '',
            to: parsed.to
              ? [parsed.to]
                  .flat()
                  .map((address) => address.text)
                  .join(', ')
              : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // Files sent with it (a calendar invite), named with their type; the content stays here.
            attachments: (parsed.attachments ?? []).map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType ?? '',
              size: file.size ?? 0,
              ...(file.contentType === 'text/calendar' ? { text: file.content.toString('utf8') } : {}),
            })),
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, KEEP);
          done();
        })
        .catch(done);
    },
  });
  const http = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    } else if (request.method === 'DELETE' && request.url === '/messages') {
      // Between test layers: the next one starts with an empty mailbox.
      messages.length = 0;
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await Promise.all([
    new Promise((resolve, reject) => smtp.listen(smtpPort, '127.0.0.1', resolve).once('error', reject)),
    new Promise((resolve, reject) => http.listen(httpPort, '127.0.0.1', resolve).once('error', reject)),
  ]);
  return {
    messages,
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(resolve))]),
  };
}

/**
 * Runs the catcher in a process of its own and resolves once it listens. Scripts that then run the test layers
 * with spawnSync block their own event loop, so a catcher inside them could not even greet a client.
 */
export function startMailCatcherProcess() {
  const child = spawn(process.execPath, [import.meta.filename, '--child'], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mail catcher exited (${code})`)));
    child.stdout.once('data', () => resolve({ stop: () => child.kill() }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startMailCatcher();
  // Started by a script: stop when it does (its end of our stdin closes), even if it crashed.
  if (process.argv.includes('--child')) process.stdin.on('end', () => process.exit(0)).resume();
  console.log(`mail catcher: SMTP on 127.0.0.1:${PORTS.smtp}, messages at http://127.0.0.1:${PORTS.mailbox}/messages`);
}
