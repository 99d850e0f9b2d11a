// `node scripts/bench/slots.mjs`: how long the server takes to compute a booking link's slots for a 5-person
// panel over 21 days (interviewers in five zones, 10 interviews each), all required and any 2 of 5. Prints the
// median and worst of 30 runs; a figure for the closing note, not a test.
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-env.mjs';

const bundled = await build({
  entryPoints: [join(ROOT, 'functions/src/flows/scheduling/slots.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
});
const { computeSlots } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Europe/London', 'Australia/Sydney'];
const HOUR = 3_600_000;
const now = Date.parse('2027-03-08T06:00:00Z');
const workday = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '18:00' },
];
const panel = ZONES.map((timeZone, index) => ({
  uid: `p${index}`,
  availability: {
    timeZone,
    weekly: [1, 2, 3, 4, 5].map((day) => ({ day, ranges: workday })),
    bufferMinutes: 15,
    maxPerDay: 4,
    minNoticeHours: 24,
  },
  busy: Array.from({ length: 10 }, (_, i) => ({
    start: now + (i * 2 + 1) * 24 * HOUR + index * HOUR,
    end: now + (i * 2 + 1) * 24 * HOUR + index * HOUR + HOUR,
  })),
}));

for (const required of ['all', 2]) {
  const times = [];
  let slots = [];
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now();
    slots = computeSlots({ panel, required, lengthMinutes: 60, now, days: 21 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `required ${required}: ${slots.length} slots; median ${times[15].toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms`,
  );
}
