import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

// One region for everything (Hosting rewrites point at it). Concurrency lets one instance serve many
// requests (Express is async I/O bound); maxInstances caps cost under abuse.
setGlobalOptions({ region: 'us-central1', memory: '512MiB', concurrency: 80, maxInstances: 20 });

export const api = onRequest(createApp());
