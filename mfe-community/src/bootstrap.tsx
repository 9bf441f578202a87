// Standalone page of the 'community' remote. The remote's screens only run inside the shell (which owns
// the router and providers), so its own page just says where it is and how to open it there.
import { defineMessages } from '@creator/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import routes from './app/routes';

const LOCAL_SHELL = 'http://localhost:3000';

const useMessages = defineMessages({
  'zh-TW': {
    title: (name: string, version: string) => `「${name}」模組 ${version}`,
    intro: '這個模組在創作者後台（shell）裡執行。用下面的連結在本機的 shell 開啟這個版本：',
    routes: '提供的路徑',
  },
  en: {
    title: (name: string, version: string) => `"${name}" remote ${version}`,
    intro: 'This remote runs inside the creator portal shell. Open this build in the local shell:',
    routes: 'Routes it provides',
  },
});

function StandalonePage() {
  const messages = useMessages();
  const manifest = new URL('mf-manifest.json', window.location.href).toString();
  const paths = routes.flatMap((route) => (route.path ? [route.path] : []));
  const open = (path: string) =>
    `${LOCAL_SHELL}${path}?mf-override=${__APP_NAME__}@${encodeURIComponent(manifest)}`;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '40px auto' }}>
      <h1>{messages.title(__APP_NAME__, __APP_VERSION__)}</h1>
      <p>{messages.intro}</p>
      <h2>{messages.routes}</h2>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <a href={open(path)}>{path}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandalonePage />
    </StrictMode>,
  );
}
