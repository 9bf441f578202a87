import { registerAnalyticsSink } from '@creator/analytics';
import { meQuery, memberStorageKey } from '@creator/api';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { browserNavigation } from '../../lib/browser-navigation';
import { validMember } from '../../lib/testing/fixtures';
import { useLogout } from './use-logout';

setupMswServer();

const TUTORIAL = 'http://tutorial.test/start';

function LogoutProbe({ onFailed }: { onFailed?: (error: unknown) => void }) {
  useQuery(meQuery());
  const { logout } = useLogout(TUTORIAL, onFailed);
  return (
    <button type="button" onClick={() => void logout().catch(() => {})}>
      logout
    </button>
  );
}

/**
 * The member's session on the server, each request recorded in `steps`: GET me answers the member
 * until sign-out, then 401; sign-out answers `signOutStatus` (200, or 401 for a session that had
 * already expired).
 */
function serveSession(steps: string[], signOutStatus: 200 | 401 = 200) {
  let signedIn = true;
  server.use(
    http.get(apiUrl(apiPaths.me), () => {
      steps.push(signedIn ? 'me:member' : 'me:signedOut');
      return signedIn
        ? HttpResponse.json(validMember())
        : HttpResponse.json(apiErrorBody('Unauthorized', 'no'), { status: 401 });
    }),
    http.post(apiUrl(apiPaths.signOut), () => {
      signedIn = false;
      if (signOutStatus === 200) {
        steps.push('signOut');
        return HttpResponse.json({ ok: true });
      }
      steps.push('signOut:401');
      return HttpResponse.json(apiErrorBody('Unauthorized', 'session expired'), { status: 401 });
    }),
  );
}

describe('useLogout', () => {
  it('signs out, refreshes the member, tracks the logout, resets analytics, then leaves once reset', async () => {
    const steps: string[] = [];
    serveSession(steps);
    const disconnect = registerAnalyticsSink({
      track: (event) => steps.push(`track:${event}`),
      setUserId: () => {},
      // Forgetting the member sends their queued events first: leaving waits for it.
      reset: () => {
        steps.push('reset');
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            steps.push('reset done');
            resolve();
          }, 20),
        );
      },
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => {
      steps.push(`assign:${url}`);
    });

    const { user } = renderWithProviders(<LogoutProbe />);
    await waitFor(() => expect(steps).toEqual(['me:member']));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(steps).toEqual([
      'me:member',
      'signOut',
      'me:signedOut',
      'track:Logged Out',
      'reset',
      'reset done',
      `assign:${TUTORIAL}`,
    ]);
    assign.mockRestore();
    disconnect();
  });

  it('goes through to the tutorial page when the session had already expired (sign-out answers 401)', async () => {
    const steps: string[] = [];
    // The session ran out while the page stood open: the server no longer knows the member.
    serveSession(steps, 401);
    const disconnect = registerAnalyticsSink({
      track: (event) => steps.push(`track:${event}`),
      setUserId: () => {},
      reset: () => {
        steps.push('reset');
      },
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => {
      steps.push(`assign:${url}`);
    });
    const failed = jest.fn();

    const { user } = renderWithProviders(<LogoutProbe onFailed={failed} />);
    await waitFor(() => expect(steps).toEqual(['me:member']));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(steps).toEqual([
      'me:member',
      'signOut:401',
      'me:signedOut',
      'track:Logged Out',
      'reset',
      `assign:${TUTORIAL}`,
    ]);
    expect(failed).not.toHaveBeenCalled();
    assign.mockRestore();
    disconnect();
  });

  it("clears the member's local drafts (and the unscoped ones of before), not another member's", async () => {
    const steps: string[] = [];
    serveSession(steps);
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const mine = memberStorageKey('member-1', 'editor.draft.c-1');
    const theirs = memberStorageKey('member-2', 'editor.draft.c-9');
    localStorage.setItem(mine, '{"content":"<p>未存的章節</p>"}');
    localStorage.setItem(theirs, '{"content":"<p>別人的</p>"}');
    localStorage.setItem('creator.editor.draft.c-1', '{"content":"<p>舊的</p>"}');
    localStorage.setItem('creator.locale', 'zh-TW');

    const { user } = renderWithProviders(<LogoutProbe />);
    await waitFor(() => expect(steps).toEqual(['me:member']));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());

    expect(localStorage.getItem(mine)).toBeNull();
    expect(localStorage.getItem('creator.editor.draft.c-1')).toBeNull();
    expect(localStorage.getItem(theirs)).not.toBeNull();
    expect(localStorage.getItem('creator.locale')).toBe('zh-TW');
    assign.mockRestore();
    localStorage.clear();
  });

  it('stays put when signing out fails', async () => {
    let answered = false;
    server.use(
      http.get(apiUrl(apiPaths.me), () => HttpResponse.json(validMember())),
      http.post(apiUrl(apiPaths.signOut), () => {
        answered = true;
        return HttpResponse.json(apiErrorBody('InternalFailure', 'x'), { status: 500 });
      }),
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<LogoutProbe />);
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
