import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_EVENT_INFO,
  MAIL_EVENTS,
  escapeHtml,
  fillPlaceholders,
  inertLinks,
  placeholdersOf,
  renderMail,
  variablesIn,
} from '../src/index.js';

describe('variablesIn', () => {
  it('when a template names placeholders, with or without spaces, then each is listed in order', () => {
    expect(variablesIn('Hi {{candidateName}}, {{ jobTitle }} at {{portalUrl}}')).toEqual([
      'candidateName',
      'jobTitle',
      'portalUrl',
    ]);
  });

  it('when braces are single or hold spaces inside a name, then nothing is taken for a placeholder', () => {
    expect(variablesIn('{{ not a name }} {single}')).toEqual([]);
  });

  it('when a placeholder is empty, then it is listed as the empty name (so the template check refuses it)', () => {
    expect(variablesIn('{{}}')).toEqual(['']);
  });
});

describe('renderMail', () => {
  const template = { subject: 'About {{jobTitle}}', text: 'Dear {{candidateName}}', html: '<p>{{candidateName}}</p>' };

  it('when a value holds markup, then the HTML part escapes it and the text part keeps it as typed', () => {
    const mail = renderMail(template, { candidateName: '<b>Ann</b> & "Bo"', jobTitle: 'QA' });
    expect(mail).toEqual({
      subject: 'About QA',
      text: 'Dear <b>Ann</b> & "Bo"',
      html: '<p>&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Bo&quot;</p>',
    });
  });

  it('when a value holds line breaks, then the subject stays one line (no header injection)', () => {
    const mail = renderMail(template, { jobTitle: 'QA\r\nBcc: victim@example.com' });
    expect(mail.subject).toBe('About QA Bcc: victim@example.com');
  });

  it('when a placeholder has no value, then it renders empty, never the placeholder or "undefined"', () => {
    expect(renderMail(template, {}).text).toBe('Dear ');
  });

  it("when the defaults are rendered, then each uses only its event's variables", () => {
    for (const event of MAIL_EVENTS) {
      const allowed = new Set<string>(MAIL_EVENT_INFO[event].variables);
      const { subject, text, html } = DEFAULT_MAIL_TEMPLATES[event];
      expect(
        [subject, text, html].flatMap(variablesIn).filter((name) => !allowed.has(name)),
        event,
      ).toEqual([]);
    }
  });
});

describe('escapeHtml', () => {
  it('when every special character appears, then each is replaced once', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('placeholders in linear time', () => {
  it.each([
    ['"{{" then 19,998 spaces', '{{' + ' '.repeat(19_998)],
    ['"{{ " repeated', '{{ '.repeat(6_667)],
    ['20,000 open braces', '{'.repeat(20_000)],
    ['names never closed', '{{ a '.repeat(4_000)],
    ['spaces round a name, never closed', '{{' + ' '.repeat(9_999) + 'x' + ' '.repeat(9_999)],
  ])(
    'when a 20,000-character template is %s, then the scan looks at each character at most twice',
    (_name, template) => {
      const meter = { steps: 0 };
      placeholdersOf(template, meter);
      expect(meter.steps).toBeLessThanOrEqual(3 * template.length + 3);
    },
  );

  it('when 5,000 random short templates are scanned, then it finds exactly what the former pattern found', () => {
    const FORMER = /\{\{\s*([^{}\s]*)\s*\}\}/g;
    const alphabet = ['{', '}', ' ', '\n', '\u00a0', 'a', 'b'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 5_000; i += 1) {
      const text = Array.from({ length: next() % 30 }, () => alphabet[next() % alphabet.length]).join('');
      expect(variablesIn(text)).toEqual([...text.matchAll(FORMER)].map((match) => match[1]));
      const values = { a: 'X', b: 'Y', '': 'E' };
      expect(fillPlaceholders(text, values)).toBe(
        text.replace(FORMER, (_, name: string) => (Object.hasOwn(values, name) ? values[name as 'a'] : '')),
      );
    }
  });

  it('when links, addresses and domains are in free text, then they are made inert; ordinary text is left as it is', () => {
    expect(inertLinks('see https://evil.example.com/x or mail a@b.co')).toBe(
      'see https[:]//evil[.]example[.]com/x or mail a[at]b[.]co',
    );
    expect(inertLinks('I took another offer. Thanks, e.g. 3.5 days')).toBe(
      'I took another offer. Thanks, e.g. 3.5 days',
    );
  });
});
