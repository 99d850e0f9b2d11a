import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_EVENT_INFO,
  MAIL_EVENTS,
  escapeHtml,
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
