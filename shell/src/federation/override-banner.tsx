import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useOverrideMessages } from './override-messages';
import {
  clearOverridesAndReload,
  confirmPendingOverrides,
  dismissPendingOverrides,
  useOverrideState,
} from './override-state';

/**
 * Asks the author before a new `mf-override` from the address takes effect, naming each remote and
 * URL: a link alone must not repoint a remote. Load stores it and reloads; the other answer drops it.
 */
function OverrideConfirm() {
  const messages = useOverrideMessages();
  const pending = Object.entries(useOverrideState((state) => state.pending));
  // One reload per answer: a second click while the page goes away does nothing.
  const [loading, setLoading] = useState(false);
  if (pending.length === 0) return null;
  return (
    <Modal
      open
      title={messages.overrideConfirmTitle}
      okText={messages.overrideConfirmOk}
      cancelText={messages.overrideConfirmCancel}
      okButtonProps={{ loading }}
      onOk={() => {
        if (loading) return;
        setLoading(true);
        confirmPendingOverrides();
      }}
      onCancel={dismissPendingOverrides}
      maskClosable={false}
    >
      <p>{messages.overrideConfirmBody}</p>
      <ul style={{ paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
        {pending.map(([name, url]) => (
          <li key={name}>{messages.overrideConfirmEntry(name, url)}</li>
        ))}
      </ul>
      <p>{messages.overrideConfirmWarning}</p>
    </Modal>
  );
}

/**
 * Says which remotes run from a local override (with a Clear button) and which `mf-override`
 * entries were refused. Renders nothing in the normal case; the layout places it under the header.
 */
export function OverrideBanner() {
  const messages = useOverrideMessages();
  const active = useOverrideState((state) => state.active);
  const refused = useOverrideState((state) => state.refused);
  const hasPending = useOverrideState((state) => Object.keys(state.pending).length > 0);
  const activeEntries = Object.entries(active);
  if (activeEntries.length === 0 && refused.length === 0 && !hasPending) return null;

  return (
    <Flex vertical>
      <OverrideConfirm />
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
