import { DIALOG_MAX_WIDTH, formatDateTime } from '@creator/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ChapterComparison } from './chapter-comparison';
import type { ComparedVersion } from './chapter-comparison';
import { useEditorMessages } from './messages';

/**
 * Two versions side by side need more room than a dialog may take (512 px): they open in a
 * drawer over the dialog, as wide as the screen allows up to 960 px, stacked on a phone.
 */
const COMPARE_DRAWER_SIZE = 'min(960px, 100vw)';

function VersionChoiceDialog({
  title,
  body,
  versions,
  actions,
  closable,
  onClose,
}: {
  title: string;
  body: ReactNode;
  versions: ComparedVersion[];
  actions: ReactNode;
  /** Whether the author may close it without choosing (false: the choice is needed first). */
  closable: boolean;
  onClose?: () => void;
}) {
  const t = useEditorMessages();
  const [comparing, setComparing] = useState(false);
  return (
    <Modal
      open
      title={title}
      width={DIALOG_MAX_WIDTH}
      closable={closable}
      mask={{ closable }}
      keyboard={closable}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => setComparing(true)} aria-haspopup="dialog">
            {t.compare}
          </Button>
          {actions}
        </div>
      }
    >
      {body}
      {/* Inside the dialog's tree, so antd stacks the drawer above it; Escape closes the drawer. */}
      <Drawer
        open={comparing}
        title={t.compare}
        placement="right"
        size={COMPARE_DRAWER_SIZE}
        destroyOnHidden
        onClose={() => setComparing(false)}
      >
        <ChapterComparison versions={versions} />
      </Drawer>
    </Modal>
  );
}

/** On opening: text kept in this browser differs from the server's; restore or discard it. */
export function RestoreDraftDialog({
  draft,
  server,
  serverChanged,
  onRestore,
  onDiscard,
}: {
  draft: { displayName: string; html: string; savedAt: string };
  server: { displayName: string; html: string };
  /** The server's version is newer than the one the draft was based on. */
  serverChanged: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useEditorMessages();
  return (
    <VersionChoiceDialog
      title={t.restoreTitle}
      closable={false}
      body={
        <>
          <Typography.Paragraph>
            {t.restoreBody(formatDateTime(draft.savedAt))}
          </Typography.Paragraph>
          {serverChanged ? <Alert type="warning" showIcon title={t.restoreServerChanged} /> : null}
        </>
      }
      versions={[
        { label: t.localDraft, displayName: draft.displayName, html: draft.html },
        { label: t.theirs, displayName: server.displayName, html: server.html },
      ]}
      actions={
        <>
          <Button danger onClick={onDiscard}>
            {t.discard}
          </Button>
          <Button type="primary" onClick={onRestore}>
            {t.restore}
          </Button>
        </>
      }
    />
  );
}

/** A save answered 409: the chapter changed on the server after it was opened. */
export function ConflictDialog({
  mine,
  server,
  onKeepMine,
  onTakeServer,
  onClose,
}: {
  mine: { displayName: string; html: string };
  server: { displayName: string; html: string; updatedAt: string };
  onKeepMine: () => void;
  onTakeServer: () => void;
  onClose: () => void;
}) {
  const t = useEditorMessages();
  return (
    <VersionChoiceDialog
      title={t.conflictTitle}
      closable
      onClose={onClose}
      body={
        <Typography.Paragraph>
          {t.conflictBody(formatDateTime(server.updatedAt))}
        </Typography.Paragraph>
      }
      versions={[
        { label: t.mine, displayName: mine.displayName, html: mine.html },
        { label: t.theirs, displayName: server.displayName, html: server.html },
      ]}
      actions={
        <>
          <Button onClick={onTakeServer}>{t.takeServer}</Button>
          <Button type="primary" onClick={onKeepMine}>
            {t.keepMine}
          </Button>
        </>
      }
    />
  );
}
