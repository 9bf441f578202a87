/**
 * @jest-environment-options {"url": "http://creator.portal.test/", "customExportConditions": [""]}
 */
import { apiPaths } from '@creator/api/contract';
import { HttpResponse, http, server, setupMswServer } from '@creator/test-utils';
import { render, screen } from '@testing-library/react';
import { ANALYTICS_OPT_OUT_KEY } from '../lib/analytics-preference';
import { TEST_RUNTIME_CONFIG } from '../lib/testing/render-shell';
import { overview, validMember } from '../lib/testing/fixtures';
import { App } from './app';

setupMswServer();

describe('App', () => {
  beforeEach(() => {
    // Usage data off: this test is about the API host, and the SDK then stays unstarted.
    window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, 'true');
  });
  afterEach(() => window.localStorage.clear());

  it("derives the API host from the page's when runtime-config leaves apiBaseUrl empty", async () => {
    // The page is at creator.portal.test (see the docblock): the API is its api. sibling.
    expect(window.location.hostname).toBe('creator.portal.test');
    const origin = 'http://api.portal.test';
    server.use(
      http.get(`${origin}${apiPaths.me}`, () => HttpResponse.json(validMember())),
      http.get(`${origin}${apiPaths.myOverview}`, () => HttpResponse.json(overview)),
      http.get(`${origin}${apiPaths.announcements}`, () =>
        HttpResponse.json({ announcements: [] }),
      ),
    );
    render(<App runtimeConfig={{ ...TEST_RUNTIME_CONFIG, apiBaseUrl: '' }} />);
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
  });
});
