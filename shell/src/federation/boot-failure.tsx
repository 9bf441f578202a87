import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useFederationMessages } from './messages';

/** The page shown when the shell cannot read /remotes.json or /runtime-config.json. */
export function BootFailure({ error }: { error: unknown }) {
  const messages = useFederationMessages();
  return (
    <Result
      status="error"
      title={messages.bootFailedTitle}
      subTitle={messages.bootFailedBody}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.reload}
        </Button>
      }
    >
      <Typography.Paragraph>
        <Typography.Text code>
          {error instanceof Error ? error.message : String(error)}
        </Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}
