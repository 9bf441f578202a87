import { SCREENS, screensOf, type RemoteName } from '@creator/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useRemoteKitMessages } from './messages';

/** Where `npm start` serves the shell. */
const LOCAL_SHELL = 'http://localhost:3000';

function StandalonePage({ remote, version }: { remote: RemoteName; version: string }) {
  const t = useRemoteKitMessages();
  const manifest = new URL('mf-manifest.json', window.location.href).toString();
  const open = (path: string) =>
    `${LOCAL_SHELL}${path}?mf-override=${remote}@${encodeURIComponent(manifest)}`;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '40px auto' }}>
      <h1>{t.standaloneTitle(remote, version)}</h1>
      <p>{t.standaloneIntro}</p>
      <h2>{t.standaloneScreens}</h2>
      <ul>
        {screensOf(remote).map((id) => (
          <li key={id}>
            <a href={open(SCREENS[id].path)}>{SCREENS[id].path}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

/**
 * The page a remote shows when its own server is opened directly. A remote's screens only run
 * inside the shell (which owns the router and providers), so this page says what the remote is
 * and opens each of its screens in the local shell with an `mf-override` to this very build.
 */
export function renderStandalonePage(remote: RemoteName, version: string): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <StandalonePage remote={remote} version={version} />
    </StrictMode>,
  );
}
