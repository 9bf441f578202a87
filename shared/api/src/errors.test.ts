import { isApiError, retryAfterSeconds, toUiError } from './errors';
import { http } from './http';
import { HttpResponse, apiUrl, errorBody, http as mock, server, setupMswServer } from './test/msw';

setupMswServer();

const PATH = '/v2/creator/titles/t1';

/** Makes the API answer PATH with status and body, then returns what the request threw. */
async function failureOf(status: number, body?: unknown): Promise<unknown> {
  server.use(
    mock.get(apiUrl(PATH), () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
  try {
    await http.get(PATH);
  } catch (error) {
    return error;
  }
  throw new Error('the request did not fail');
}

describe('toUiError', () => {
  it('shows the server main error message', async () => {
    const error = await failureOf(
      400,
      errorBody('ValidationError', 'displayName must not be empty'),
    );
    expect(toUiError(error)).toEqual({
      messageId: 'server',
      serverMessage: 'displayName must not be empty',
      status: 400,
      code: 'ValidationError',
      clearMember: false,
      redirectToNotFound: false,
    });
  });

  it('asks to check the network when there is no response', async () => {
    server.use(mock.get(apiUrl(PATH), () => HttpResponse.error()));
    const error = await http.get(PATH).catch((e: unknown) => e);
    expect(toUiError(error)).toEqual({
      messageId: 'network',
      clearMember: false,
      redirectToNotFound: false,
    });
  });

  it('falls back when the answer carries no message', async () => {
    expect(toUiError(await failureOf(500))).toMatchObject({ messageId: 'fallback', status: 500 });
    expect(toUiError(await failureOf(502, '<html>bad gateway</html>'))).toMatchObject({
      messageId: 'fallback',
      status: 502,
    });
    expect(toUiError(await failureOf(500, errorBody('InternalFailure', '  ')))).toMatchObject({
      messageId: 'fallback',
      code: 'InternalFailure',
    });
  });

  it('falls back for anything that is not an HTTP error', () => {
    expect(toUiError(new TypeError('x is undefined'))).toEqual({
      messageId: 'fallback',
      clearMember: false,
      redirectToNotFound: false,
    });
    expect(toUiError('boom')).toMatchObject({ messageId: 'fallback' });
  });

  it('has its own message for code Forbidden', async () => {
    const error = await failureOf(403, errorBody('Forbidden', 'not your work'));
    expect(toUiError(error)).toMatchObject({
      messageId: 'forbidden',
      code: 'Forbidden',
      status: 403,
      clearMember: false,
    });
  });

  it('has its own message for a duplicated work name', async () => {
    const error = await failureOf(
      409,
      errorBody('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY', 'duplicated'),
    );
    expect(toUiError(error)).toMatchObject({ messageId: 'duplicateTitleName', status: 409 });
  });

  it('calls any other 409 a conflict, whatever its code, keeping the server message', async () => {
    const stale = await failureOf(
      409,
      errorBody('Conflict', 'the chapter changed since version 3'),
    );
    expect(toUiError(stale)).toMatchObject({
      messageId: 'conflict',
      serverMessage: 'the chapter changed since version 3',
      status: 409,
      code: 'Conflict',
    });
    expect(toUiError(await failureOf(409))).toMatchObject({ messageId: 'conflict', status: 409 });
  });

  it('has its own message for 429, with the wait the server asked for', async () => {
    server.use(
      mock.get(apiUrl(PATH), () =>
        HttpResponse.json(errorBody('ThrottlingException', 'too many requests'), {
          status: 429,
          headers: { 'Retry-After': '12' },
        }),
      ),
    );
    const error = await http.get(PATH).catch((e: unknown) => e);
    expect(toUiError(error)).toEqual({
      messageId: 'throttled',
      serverMessage: 'too many requests',
      status: 429,
      code: 'ThrottlingException',
      retryAfterSeconds: 12,
      clearMember: false,
      redirectToNotFound: false,
    });
    // Without Retry-After (or an envelope) it is still throttled, with no wait to name.
    const bare = toUiError(await failureOf(429));
    expect(bare).toMatchObject({ messageId: 'throttled', status: 429 });
    expect(bare.retryAfterSeconds).toBeUndefined();
  });

  it('clears the member on 401', async () => {
    const error = await failureOf(401, errorBody('Unauthorized', 'sign in first'));
    expect(toUiError(error)).toMatchObject({
      clearMember: true,
      redirectToNotFound: false,
      messageId: 'server',
      serverMessage: 'sign in first',
    });
  });

  it("redirects to the 404 page on 404 'not found' only", async () => {
    expect(toUiError(await failureOf(404, errorBody('NotFound', 'not found')))).toMatchObject({
      redirectToNotFound: true,
      clearMember: false,
    });
    expect(
      toUiError(await failureOf(404, errorBody('NotFound', 'chapter not found'))),
    ).toMatchObject({ redirectToNotFound: false, messageId: 'server' });
    expect(toUiError(await failureOf(404))).toMatchObject({ redirectToNotFound: false });
  });
});

describe('isApiError', () => {
  it('recognises the error envelope', async () => {
    const error = await failureOf(409, errorBody('Conflict', 'changed elsewhere'));
    expect(isApiError(error)).toBe(true);
    if (isApiError(error)) expect(error.response.data.mainError.message).toBe('changed elsewhere');
  });

  it('rejects errors without the envelope', async () => {
    expect(isApiError(await failureOf(500))).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-06-15T04:00:00.000Z');

  it('reads delta-seconds and HTTP dates as whole seconds, at least one', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Mon, 15 Jun 2026 04:00:09 GMT', now)).toBe(9);
    expect(retryAfterSeconds('Mon, 15 Jun 2026 03:00:00 GMT', now)).toBe(1);
  });

  it('has no wait for a missing or unreadable header', () => {
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
  });
});
