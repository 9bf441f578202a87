import type { Chapter } from '@creator/api/contract';
import { formatDateTime, formatNumber, UnsavedChangesGuard, hrefs } from '@creator/ui';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ChapterSession } from './chapter-session';
import { useEditorMessages } from './messages';

/* Each piece subscribes to the one value it shows, so a keystroke re-renders at most these. */

function CharacterCount({ session }: { session: ChapterSession }) {
  const t = useEditorMessages();
  const characters = useStore(session.status, (status) => status.characters);
  return (
    <Typography.Text title={t.characterCountHint}>
      {t.characterCount(formatNumber(characters))}
    </Typography.Text>
  );
}

function SaveState({ session }: { session: ChapterSession }) {
  const t = useEditorMessages();
  const dirty = useStore(session.status, (status) => status.dirty);
  const savedAt = useStore(session.status, (status) => status.savedAt);
  const localSavedAt = useStore(session.status, (status) => status.localSavedAt);
  if (!dirty) {
    return (
      <Typography.Text type="secondary">
        {savedAt ? `${t.allSaved} · ${formatDateTime(savedAt)}` : t.allSaved}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="warning">
      {t.unsaved}
      {localSavedAt ? ` · ${t.localBackup(formatDateTime(localSavedAt))}` : ''}
    </Typography.Text>
  );
}

function ChapterStateTag({ chapter }: { chapter: Chapter }) {
  const t = useEditorMessages();
  if (chapter.state === 'PUBLISHED') return <Tag color="green">{t.statePublished}</Tag>;
  if (chapter.state === 'SCHEDULED' && chapter.publishAt) {
    return <Tag color="blue">{t.stateScheduled(formatDateTime(chapter.publishAt))}</Tag>;
  }
  return <Tag>{t.stateDraft}</Tag>;
}

/**
 * The chapter's state, its length and whether everything is saved (with `notice`, what is about
 * to happen to the save, when anything is); links to its work.
 */
export function EditorStatusBar({
  session,
  chapter,
  notice = null,
}: {
  session: ChapterSession;
  chapter: Chapter;
  notice?: string | null;
}) {
  const t = useEditorMessages();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '4px 16px',
        marginBottom: 12,
      }}
    >
      <ChapterStateTag chapter={chapter} />
      <CharacterCount session={session} />
      <span role="status">
        <SaveState session={session} />
        {notice ? <Typography.Text type="warning">{` · ${notice}`}</Typography.Text> : null}
      </span>
      <span style={{ marginInlineStart: 'auto', display: 'flex', gap: 16 }}>
        <Link to={hrefs.work({ titleId: chapter.titleId })}>{t.backToWork}</Link>
        <Link to={hrefs.chapterSetting({ chapterId: chapter.chapterId })}>{t.chapterSettings}</Link>
      </span>
    </div>
  );
}

/** Says so when the local draft cannot be written (storage full or turned off). */
export function StorageWarning({ session }: { session: ChapterSession }) {
  const t = useEditorMessages();
  const storage = useStore(session.status, (status) => status.storage);
  if (storage === 'ok') return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={storage === 'quota' ? t.storageFull : t.storageUnavailable}
      style={{ marginBottom: 12 }}
    />
  );
}

export function EditorDirtyGuard({ session }: { session: ChapterSession }) {
  const dirty = useStore(session.status, (status) => status.dirty);
  return <UnsavedChangesGuard dirty={dirty} />;
}
