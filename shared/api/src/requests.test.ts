import { COVER_FIELD } from './contract/limits';
import { apiPaths } from './contract/paths';
import { getMeOrNull } from './member';
import { getReadingTicketSettings } from './reading-tickets';
import { getRevenueDetails } from './revenue-report';
import { getMonthlyStatsByTitle, getMonthlyStatsTitle } from './stats';
import { getTitle, uploadTitleCover } from './titles';
import { trackChapterPublished } from './tracking';
import { getWithdrawals } from './withdrawals';
import { member, title } from './test/fixtures';
import { HttpResponse, apiUrl, errorBody, http, server, setupMswServer } from './test/msw';

setupMswServer();

/** Answers every GET under /v2 with `{}` and records the URLs asked for. */
function recordGets(): URL[] {
  const urls: URL[] = [];
  server.use(
    http.get(apiUrl('/v2/*'), ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json({});
    }),
  );
  return urls;
}

describe('request functions', () => {
  it('asks for reading-ticket settings by titleId in the query', async () => {
    const urls = recordGets();
    await getReadingTicketSettings('t1');
    expect(urls[0]?.pathname).toBe(apiPaths.readingTicketSettings);
    expect(urls[0]?.searchParams.get('titleId')).toBe('t1');
  });

  it('pages withdrawals with current and limit', async () => {
    const urls = recordGets();
    await getWithdrawals({ current: 3, limit: 10 });
    expect(urls[0]?.searchParams.get('current')).toBe('3');
    expect(urls[0]?.searchParams.get('limit')).toBe('10');
  });

  it('asks for the revenue ledger with its filters and page in the query', async () => {
    const urls = recordGets();
    await getRevenueDetails({ month: '2026-05', titleId: 't1', current: 2, limit: 20 });
    expect(urls[0]?.pathname).toBe(apiPaths.revenueDetails);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      month: '2026-05',
      titleId: 't1',
      current: '2',
      limit: '20',
    });
  });

  it('asks for one work’s monthly stats by path and date range', async () => {
    const urls = recordGets();
    await getMonthlyStatsTitle('t 1/x', { startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(urls[0]?.pathname).toBe('/v2/creator/monthlyStats/titles/t%201%2Fx');
    expect(urls[0]?.searchParams.get('startDate')).toBe('2026-01-01');
    expect(urls[0]?.searchParams.get('endDate')).toBe('2026-01-31');
  });

  it('asks for every work’s daily stats by date range', async () => {
    const urls = recordGets();
    await getMonthlyStatsByTitle({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(urls[0]?.pathname).toBe('/v2/creator/monthlyStats/titles');
    expect(urls[0]?.searchParams.get('startDate')).toBe('2026-01-01');
    expect(urls[0]?.searchParams.get('endDate')).toBe('2026-01-31');
  });

  it('returns the response body', async () => {
    server.use(http.get(apiUrl(apiPaths.title('t1')), () => HttpResponse.json(title())));
    await expect(getTitle('t1')).resolves.toEqual(title());
  });

  it('sends the tracking body as JSON', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl(apiPaths.chapterPublishedTrack), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(trackChapterPublished({ chapterId: 'c1' })).resolves.toEqual({ ok: true });
    expect(body).toEqual({ chapterId: 'c1' });
  });

  it('uploads the cover as multipart form data', async () => {
    let received: { type: string | null; size?: number } | undefined;
    server.use(
      http.post(apiUrl(apiPaths.titleCover('t1')), async ({ request }) => {
        const form = await request.formData();
        const file = form.get(COVER_FIELD);
        received = {
          type: request.headers.get('content-type'),
          size: file instanceof Blob ? file.size : undefined,
        };
        return HttpResponse.json(title({ coverUrl: 'http://api.test/covers/t1.png' }));
      }),
    );

    const progress: number[] = [];
    const updated = await uploadTitleCover('t1', new Blob(['png!'], { type: 'image/png' }), {
      onUploadProgress: (percent) => progress.push(percent),
    });

    expect(updated.coverUrl).toBe('http://api.test/covers/t1.png');
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.size).toBe(4);
    expect(progress.at(-1)).toBe(100);
  });
});

describe('getMeOrNull', () => {
  it('gives the member when signed in', async () => {
    server.use(http.get(apiUrl(apiPaths.me), () => HttpResponse.json(member())));
    await expect(getMeOrNull()).resolves.toEqual(member());
  });

  it('gives null when nobody is signed in', async () => {
    server.use(
      http.get(apiUrl(apiPaths.me), () =>
        HttpResponse.json(errorBody('Unauthorized', 'sign in first'), { status: 401 }),
      ),
    );
    await expect(getMeOrNull()).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    server.use(
      http.get(apiUrl(apiPaths.me), () =>
        HttpResponse.json(errorBody('ServiceUnavailable', 'maintenance'), { status: 503 }),
      ),
    );
    await expect(getMeOrNull()).rejects.toThrow();
  });
});
