// Bundles the function with esbuild: the workspace contract package is inlined (deploys stay
// self-contained), while runtime dependencies listed in package.json stay external and are installed by
// Cloud Build from this package.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

// Four bundles: the API, the worker-thread entry that inspects uploaded PDFs in a cage (lib/pdf/inspect.ts), the
// data migrations run by `npm run migrate`, and `npm run insights:rebuild`.
await build({
  entryPoints: {
    index: 'src/index.ts',
    'pdf-worker': 'src/lib/pdf/worker.ts',
    migrate: 'src/migrations/cli.ts',
    'insights-rebuild': 'src/migrations/insights-rebuild.ts',
  },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('functions: built lib/index.js, lib/pdf-worker.js, lib/migrate.js and lib/insights-rebuild.js');
