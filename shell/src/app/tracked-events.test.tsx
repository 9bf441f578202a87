import { registerAnalyticsSink } from '@creator/analytics';
import { apiPaths } from '@creator/api/contract';
import { HttpResponse, apiUrl, http, server, setupMswServer } from '@creator/test-utils';
import { setLocale } from '@creator/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { overview, validMember } from '../lib/testing/fixtures';
import { renderShellRoutes } from '../lib/testing/render-shell';
import { appRouteObjects } from './router';

setupMswServer();

/** Records what the shell tracks, as the Amplitude sink would receive it. */
function recordEvents() {
  const events: Array<[string, Record<string, unknown>]> = [];
  const disconnect = registerAnalyticsSink({
    track: (name, properties) => events.push([name, properties]),
    setUserId: () => {},
    reset: () => {},
  });
  return { events, disconnect };
}

function serveHome(member: () => ReturnType<typeof validMember>) {
  server.use(
    http.get(apiUrl(apiPaths.me), () => HttpResponse.json(member())),
    http.get(apiUrl(apiPaths.myOverview), () => HttpResponse.json(overview)),
    http.get(apiUrl(apiPaths.announcements), () => HttpResponse.json({ announcements: [] })),
  );
}

afterEach(() => setLocale('zh-TW'));

describe('tracking-plan events the shell sends', () => {
  it('Terms Agreed: once, when the server confirms the agreement', async () => {
    const { events, disconnect } = recordEvents();
    let member = validMember({ agreedTerms: { creator: false } });
    serveHome(() => member);
    server.use(
      http.post(apiUrl(apiPaths.agreeCreatorTerms), () => {
        member = validMember();
        return HttpResponse.json(member);
      }),
    );
    const { user } = renderShellRoutes(appRouteObjects, { route: '/' });
    const dialog = await screen.findByRole('dialog', { name: '歡迎加入創作者行列' });
    expect(events).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual([['Terms Agreed', {}]]));
    disconnect();
  });

  it('Terms Agreed is not sent for a member who had agreed before', async () => {
    const { events, disconnect } = recordEvents();
    serveHome(() => validMember());
    renderShellRoutes(appRouteObjects, { route: '/' });
    expect(await screen.findByText('小說家，歡迎回來！')).toBeInTheDocument();
    expect(events).toEqual([]);
    disconnect();
  });

  it('Language Changed: from and to, only when the language really changes', async () => {
    const { events, disconnect } = recordEvents();
    serveHome(() => validMember());
    const { user } = renderShellRoutes(appRouteObjects, { route: '/' });
    await screen.findByText('小說家，歡迎回來！');

    // Picking the language already in use changes nothing and records nothing.
    await user.click(screen.getByRole('button', { name: '小說家 帳號選單' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /繁體中文/ }));
    expect(events).toEqual([]);

    await user.click(screen.getByRole('button', { name: '小說家 帳號選單' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    expect(await screen.findByText('Welcome back, 小說家!')).toBeInTheDocument();
    expect(events).toEqual([['Language Changed', { from: 'zh-TW', to: 'en' }]]);
    disconnect();
  });
});
