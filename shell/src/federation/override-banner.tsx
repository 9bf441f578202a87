import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useFederationMessages } from './messages';
import { clearOverridesAndReload, useOverrideState } from './override-state';

/**
 * Says which remotes run from a local override (with a Clear button) and which `mf-override`
 * entries were refused. Renders nothing in the normal case; the layout places it under the header.
 */
export function OverrideBanner() {
  const messages = useFederationMessages();
  const active = useOverrideState((state) => state.active);
  const refused = useOverrideState((state) => state.refused);
  const activeEntries = Object.entries(active);
  if (activeEntries.length === 0 && refused.length === 0) return null;

  return (
    <Flex vertical>
      {refused.length > 0 && (
        <Alert
          banner
          type="error"
          role="alert"
          title={messages.overrideRefused}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.map(({ entry, reason }) => (
                <li key={entry}>{messages.overrideRefusedEntry(entry, reason)}</li>
              ))}
            </ul>
          }
        />
      )}
      {activeEntries.length > 0 && (
        <Alert
          banner
          type="warning"
          role="status"
          title={messages.overrideActive(
            activeEntries.map(([name, url]) => `${name} → ${url}`).join(', '),
          )}
          description={messages.overrideActiveHint}
          action={
            <Button size="small" onClick={clearOverridesAndReload}>
              {messages.overrideClear}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
