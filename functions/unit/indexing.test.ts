import { describe, expect, it } from 'vitest';
import { noticesFor, type JobState } from '../src/flows/jobs/indexing.js';
import { INDEXING_ENDPOINT, publishUrlNotification } from '../src/lib/indexing-api.js';

const job = (fields: Partial<JobState> = {}): JobState => ({
  isActive: true,
  slug: 'engineer',
  validThrough: null,
  ...fields,
});
const page = (slug: string) => expect.stringMatching(new RegExp(`/careers/${slug}$`));

describe('which job changes Google hears of', () => {
  it('when a job is published, opened again, closed, expired, deleted or moved, then the notices say so; an edit says nothing', () => {
    expect(noticesFor(null, job())).toEqual([{ url: page('engineer'), type: 'URL_UPDATED' }]);
    expect(noticesFor(job({ isActive: false }), job())).toEqual([{ url: page('engineer'), type: 'URL_UPDATED' }]);
    expect(noticesFor(job(), job({ isActive: false }))).toEqual([{ url: page('engineer'), type: 'URL_DELETED' }]);
    // Past its last day a job is still listed until the hourly sweep closes it: that close tells Google.
    expect(noticesFor(job(), job({ validThrough: '2000-01-01' }))).toEqual([]);
    expect(
      noticesFor(job({ validThrough: '2000-01-01' }), job({ validThrough: '2000-01-01', isActive: false })),
    ).toEqual([{ url: page('engineer'), type: 'URL_DELETED' }]);
    // Given a new last day before the sweep, it is published again.
    expect(noticesFor(job({ validThrough: '2000-01-01' }), job({ validThrough: '2099-01-01' }))).toEqual([
      { url: page('engineer'), type: 'URL_UPDATED' },
    ]);
    expect(noticesFor(job(), null)).toEqual([{ url: page('engineer'), type: 'URL_DELETED' }]);
    expect(noticesFor(job(), job({ slug: 'senior-engineer' }))).toEqual([
      { url: page('engineer'), type: 'URL_DELETED' },
      { url: page('senior-engineer'), type: 'URL_UPDATED' },
    ]);
    expect(noticesFor(job(), job())).toEqual([]);
    expect(noticesFor(null, job({ isActive: false }))).toEqual([]);
    expect(noticesFor(job({ isActive: false }), null)).toEqual([]);
  });
});

describe('the Indexing API call', () => {
  it('when a notice is sent, then it is one POST with the bearer token and {url, type}; an error answer throws with its status', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const answer = (status: number) =>
      (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response(status === 200 ? '{}' : 'quota exceeded', { status });
      }) as unknown as typeof fetch;
    await publishUrlNotification(
      'https://portal.example/careers/engineer',
      'URL_UPDATED',
      async () => 'tok',
      answer(200),
    );
    expect(sent[0]!.url).toBe(INDEXING_ENDPOINT);
    expect(sent[0]!.init.method).toBe('POST');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      url: 'https://portal.example/careers/engineer',
      type: 'URL_UPDATED',
    });
    await expect(
      publishUrlNotification('https://portal.example/careers/engineer', 'URL_DELETED', async () => 'tok', answer(429)),
    ).rejects.toThrow('Indexing API 429: quota exceeded');
  });
});
