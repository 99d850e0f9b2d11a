// `npm run bench:offer-letter`: how long the server takes to render an offer letter (the default template, and the
// largest template the limits allow) and to sign one (signature page + merge), and how big the PDFs are. Prints
// the cold first render, then the median and worst of 30; a figure for the closing note, not a test.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-env.mjs';

// Bundled beside the functions' build (gitignored), so pdfmake's fonts resolve from the workspace's packages.
const outfile = join(ROOT, 'functions/lib/offer-letter-bench.cjs');
await build({
  stdin: {
    contents: `export { renderLetter, signedLetter } from './src/flows/offers/letter.ts';
      export { DEFAULT_OFFER_TEMPLATE, OFFER_LIMITS, offerValues, SAMPLE_OFFER_TERMS } from '@hr-portal/contract';`,
    resolveDir: join(ROOT, 'functions'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile,
  external: ['pdfmake', 'pdfmake/*', 'pdf-lib'],
  logLevel: 'warning',
});
const { renderLetter, signedLetter, DEFAULT_OFFER_TEMPLATE, OFFER_LIMITS, offerValues, SAMPLE_OFFER_TERMS } =
  createRequire(import.meta.url)(outfile);

const values = offerValues(SAMPLE_OFFER_TERMS, {
  candidateName: 'Łukasz Ødegård-Nakamura',
  jobTitle: 'Staff Engineer',
});
const largest = {
  title: 'T'.repeat(OFFER_LIMITS.title),
  body: Array.from({ length: 200 }, (_, i) => `Paragraph ${i} {{salary}} ${'word '.repeat(17)}`)
    .join('\n\n')
    .slice(0, OFFER_LIMITS.body),
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function measure(label, run) {
  const started = performance.now();
  const first = await run();
  const cold = performance.now() - started;
  const times = [];
  for (let i = 0; i < 30; i += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  console.log(
    `${label}: cold ${cold.toFixed(0)} ms, median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms, ${kib(first.length)}`,
  );
  return first;
}

const reference = 'Offer bench, version 1';
const letter = await measure('Default letter', () => renderLetter({ ...DEFAULT_OFFER_TEMPLATE, values, reference }));
await measure('Largest letter (limits: 200-char title, 20,000-char body)', () =>
  renderLetter({ ...largest, values, reference }),
);
const signature = {
  fullName: 'Łukasz Ødegård-Nakamura',
  signedAt: new Date('2026-11-24T10:00:00Z'),
  address: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (bench)',
  pdfSha256: 'a'.repeat(64),
  reference,
};
await measure('Signed letter (default + signature page)', () => signedLetter(letter, signature));
