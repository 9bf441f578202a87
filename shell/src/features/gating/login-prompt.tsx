import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useGatingMessages } from './messages';

/** Gate 1 (docs/product-rules.md, Access): nobody is signed in. The sign-in page sends the author back here. */
export function LoginPrompt({ signInHref }: { signInHref: string }) {
  const t = useGatingMessages();
  return (
    <Result
      status="403"
      title={t.loginTitle}
      subTitle={t.loginBody}
      extra={
        <Button type="primary" href={signInHref}>
          {t.loginButton}
        </Button>
      }
    />
  );
}
