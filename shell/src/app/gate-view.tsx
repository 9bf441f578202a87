import type { Member } from '@creator/api/contract';
import type { ReactNode } from 'react';
import { lazyComponent, LazyResult, Spinner, PlainButton } from '@creator/ui';
import { useLocation } from 'react-router-dom';
import { useGatingMessages } from '../features/gating/messages';
import { useRuntimeConfig } from '../lib/runtime-config';
import { withRedirect } from '../lib/with-redirect';
import type { GateState } from './access';

// What stands before a screen is seen by few authors and once: loaded only when a gate shows it.
const LoginPrompt = lazyComponent(() =>
  import('../features/gating/login-prompt').then((module) => module.LoginPrompt),
);
const VerifyEmailDialog = lazyComponent(() =>
  import('../features/gating/verify-email-dialog').then((module) => module.VerifyEmailDialog),
);
const WelcomeDialog = lazyComponent(() =>
  import('../features/gating/welcome-dialog').then((module) => module.WelcomeDialog),
);

interface GateViewProps {
  gate: GateState;
  member: Member | null | undefined;
  onRetry: () => void;
  children: ReactNode;
}

function Waiting() {
  const t = useGatingMessages();
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 320 }}
    >
      <Spinner label={t.loading} />
    </div>
  );
}

/** Renders what resolveGate decided: the screen, or what stands before it (docs/product-rules.md, Access). */
export function GateView({ gate, member, onRetry, children }: GateViewProps) {
  const t = useGatingMessages();
  const config = useRuntimeConfig();
  // Subscribed so that the redirect back always names the screen the author is on.
  useLocation();
  const here = window.location.href;

  switch (gate) {
    case 'public':
    case 'allowed':
      return <>{children}</>;
    case 'login':
      return <LoginPrompt signInHref={withRedirect(config.signInUrl, here)} />;
    case 'terms':
      return (
        <>
          <Waiting />
          <WelcomeDialog />
        </>
      );
    case 'verifyEmail':
      return (
        <>
          <Waiting />
          <VerifyEmailDialog
            email={member?.email ?? ''}
            verifyHref={withRedirect(config.accountSiteUrl, here)}
          />
        </>
      );
    case 'pending':
      return <Waiting />;
    case 'error':
      return (
        <LazyResult
          status="error"
          title={t.loadFailed}
          extra={
            <PlainButton type="primary" onClick={onRetry}>
              {t.retry}
            </PlainButton>
          }
        />
      );
  }
}
