// `npm test` step "translations": the candidate screens' messages, as the code has them today, each translated
// into every language with the same placeholders. Extracts the messages (Lingui) into a copy of the catalogs and
// fails when the copy differs from what is committed (a message added, changed or gone without
// `npm run i18n:extract -w web`) or when a message lacks a language. Hard-coded English on candidate screens is
// eslint's part (lingui/no-unlocalized-strings in eslint.config.js).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const LOCALES = join(WEB, 'src', 'locales');
const SOURCE = 'en';

/** msgid -> msgstr of a .po file (Lingui writes one entry per msgid/msgstr pair; continuation lines joined). */
export function parsePo(text) {
  const entries = new Map();
  let key = null;
  let field = null;
  let id = '';
  let str = '';
  const unquote = (line) => JSON.parse(line);
  const flush = () => {
    if (key !== null && id !== '') entries.set(id, str);
    key = null;
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      key = 'entry';
      field = 'id';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && key !== null) {
      if (field === 'id') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') flush();
  }
  flush();
  return entries;
}

/** The placeholders and tags of a message ("{name}", "{0}", "<0>"), plural branches' # aside. */
export function placeholdersOf(message) {
  const names = [...message.matchAll(/\{(\w+)(?:,|\})/g)].map((match) => match[1]);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort().join(' ');
}

function main() {
  const copy = mkdtempSync(join(tmpdir(), 'catalogs-'));
  const failures = [];
  try {
    cpSync(LOCALES, copy, { recursive: true });
    const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], {
      cwd: WEB,
      env: { ...process.env, LINGUI_CATALOGS_DIR: copy },
      encoding: 'utf8',
    });
    if (extract.status !== 0) {
      console.error(extract.stdout, extract.stderr);
      process.exit(1);
    }
    const languages = readdirSync(LOCALES);
    for (const language of languages) {
      for (const file of readdirSync(join(LOCALES, language))) {
        const committed = readFileSync(join(LOCALES, language, file), 'utf8');
        const current = readFileSync(join(copy, language, file), 'utf8');
        if (committed !== current) {
          const before = parsePo(committed);
          const after = parsePo(current);
          const added = [...after.keys()].filter((id) => !before.has(id));
          const gone = [...before.keys()].filter((id) => !after.has(id));
          failures.push(
            `${language}/${file} is not what the code says: run npm run i18n:extract -w web` +
              (added.length ? `\n    new: ${added.join(' | ')}` : '') +
              (gone.length ? `\n    no longer used: ${gone.join(' | ')}` : ''),
          );
        }
        if (language === SOURCE) continue;
        for (const [id, translation] of parsePo(current)) {
          if (!translation) failures.push(`${language}/${file}: no translation for "${id}"`);
          else if (placeholdersOf(id) !== placeholdersOf(translation))
            failures.push(`${language}/${file}: "${translation}" does not keep the placeholders of "${id}"`);
        }
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`Translations: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Translations: every candidate message is in en, de, fr and es with the same placeholders.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
