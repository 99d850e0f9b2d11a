import { escapeHtml } from '@hr-portal/contract';
import { organisation } from './job-posting.js';
import { CAREERS_LANGUAGES, CAREERS_TEXTS, careersPrefix, type CareersLanguage } from './texts.js';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical address; omitted on pages that are not to be indexed. */
  canonical?: string;
  noindex?: boolean;
  /** Extra elements for <head> (Open Graph, JSON-LD), already safe HTML. */
  head?: string;
  /** The same page in each language, for hreflang alternates (indexable pages only). */
  alternates?: Partial<Record<CareersLanguage, string>>;
}

function alternateLinks(alternates: MetaAlternates | undefined): string {
  if (!alternates) return '';
  const links = Object.entries(alternates).map(
    ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href!)}">`,
  );
  const fallback = alternates.en
    ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.en)}">`
    : '';
  return [...links, fallback].join('\n');
}
type MetaAlternates = PageMeta['alternates'];

const LANGUAGE_NAMES: Record<CareersLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

/** The language switcher: this page in each language (else each language's job list), the current one marked. */
function languageLinks(lang: CareersLanguage, alternates: MetaAlternates): string {
  const links = CAREERS_LANGUAGES.map((each) => {
    const href = alternates?.[each] ?? `${careersPrefix(each)}/careers`;
    const current = each === lang ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(href)}" hreflang="${each}" lang="${each}"${current}>${LANGUAGE_NAMES[each]}</a>`;
  });
  return `<nav class="languages" aria-label="Language">${links.join(' ')}</nav>`;
}

// One small stylesheet, inline: the pages need no other request to render, and no JavaScript at all.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7fafc}
a{color:#1d4ed8}header,main,footer{max-width:60rem;margin:0 auto;padding:1rem 1.25rem}
header{display:flex;justify-content:space-between;align-items:center}header a{font-weight:700;text-decoration:none;color:#1e3a8a;font-size:1.25rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:0 0 .25rem}
.jobs{list-style:none;padding:0;display:grid;gap:.75rem}.job{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem}
.facts{color:#4a5568;margin:.25rem 0}.tags{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.tags li{background:#e0e7ff;color:#1e3a8a;border-radius:999px;padding:.125rem .75rem;font-size:.875rem}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-size:.875rem;font-weight:600}
select,input,button{font:inherit;padding:.5rem;border:1px solid #a0aec0;border-radius:.375rem;min-height:2.75rem;background:#fff}
button,.apply{background:#1d4ed8;color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.25rem;font-weight:600;text-decoration:none;display:inline-block;min-height:2.75rem}
.description{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem 1.25rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}dt{font-weight:600}dd{margin:0}
.more{margin-top:1rem;display:inline-block;padding:.75rem 0}footer{color:#4a5568;font-size:.875rem}
.languages{margin-top:.5rem;display:flex;gap:1rem;flex-wrap:wrap}.languages a{padding:.5rem 0}.languages [aria-current]{font-weight:700;color:#1a202c}
`;

/** A complete careers page: lang, viewport, title, description, canonical, alternates, robots, and the body. */
export function page(meta: PageMeta, body: string, lang: CareersLanguage = 'en'): string {
  const org = organisation();
  const t = CAREERS_TEXTS[lang];
  const careers = `${careersPrefix(lang)}/careers`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<meta name="description" content="${escapeHtml(meta.description)}">
${meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : ''}
${meta.noindex ? '<meta name="robots" content="noindex">' : alternateLinks(meta.alternates)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${meta.head ?? ''}
<style>${STYLE}</style>
</head>
<body>
<header><a href="${careers}">${escapeHtml(t.siteName(org.name))}</a><a href="/login">${t.signIn}</a></header>
<main>
${body}
</main>
<footer>${escapeHtml(org.name)} · <a href="${careers}">${t.allOpenJobs}</a> · <a href="${careersPrefix(lang)}/privacy">${t.privacyNotice}</a>
${languageLinks(lang, meta.alternates)}</footer>
</body>
</html>`;
}
