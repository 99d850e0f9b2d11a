import { describe, expect, it } from 'vitest';
import { duplicateKeys, linkKey, nameKey, reasonsBetween } from '../src/flows/duplicates/keys.js';
import { normalisedEmail } from '../src/flows/shared/addresses.js';

const person = (over: Partial<Parameters<typeof duplicateKeys>[0]> = {}) => ({
  emails: [],
  phone: '',
  name: '',
  resumeHashes: [],
  links: [],
  ...over,
});

describe('duplicate keys', () => {
  it('when a Gmail address has dots, a +tag or the googlemail domain, then it is the same address', () => {
    expect(normalisedEmail('Anna.Muller+jobs@GoogleMail.com')).toBe('annamuller@gmail.com');
    expect(normalisedEmail('a.n.n.a.muller@gmail.com')).toBe('annamuller@gmail.com');
  });

  it('when a provider ignores only +tags, then dots still count; elsewhere the address is kept as written', () => {
    expect(normalisedEmail('anna.m+cv@outlook.com')).toBe('anna.m@outlook.com');
    expect(normalisedEmail('anna.m+cv@acme.example')).toBe('anna.m+cv@acme.example');
    expect(normalisedEmail('Anna.M@Acme.Example')).toBe('anna.m@acme.example');
  });

  it('when a name is written in another order, case or without accents, then its key is the same', () => {
    expect(nameKey('Müller, Anna')).toBe(nameKey('anna MULLER'));
    expect(nameKey('José  García')).toBe('garcia jose');
    expect(nameKey('Anna Muller')).not.toBe(nameKey('Anna Miller'));
  });

  it('when a link differs in scheme, www, query or trailing slash, then its key is the same', () => {
    expect(linkKey('https://www.LinkedIn.com/in/anna-muller/?trk=x')).toBe(
      linkKey('http://linkedin.com/in/anna-muller'),
    );
  });

  it('when two people share only a name, then there is no reason; with the same file or link, there is', () => {
    const a = duplicateKeys(person({ name: 'Anna Muller', resumeHashes: ['h1'], links: ['https://github.com/am'] }));
    expect(reasonsBetween(a, duplicateKeys(person({ name: 'Muller Anna' })))).toEqual([]);
    expect(reasonsBetween(a, duplicateKeys(person({ name: 'muller anna', resumeHashes: ['h1'] })))).toEqual([
      'name_resume',
    ]);
    expect(
      reasonsBetween(a, duplicateKeys(person({ name: 'Anna Müller', links: ['http://www.github.com/am/'] }))),
    ).toEqual(['name_link']);
    expect(reasonsBetween(a, duplicateKeys(person({ name: 'Bob Other', resumeHashes: ['h1'] })))).toEqual([]);
  });

  it('when two people share an address (as the provider reads it) and a phone, then both reasons are given', () => {
    const a = duplicateKeys(person({ emails: ['anna.muller@gmail.com'], phone: '+49301234567' }));
    const b = duplicateKeys(person({ emails: ['annamuller+work@gmail.com'], phone: '+49301234567' }));
    expect(reasonsBetween(a, b)).toEqual(['email', 'phone']);
  });
});
