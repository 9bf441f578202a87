import { track, EVENTS } from '@creator/analytics';
import {
  chapterQuery,
  toUiError,
  trackChapterPublished,
  trackChapterSaved,
  usePutChapter,
} from '@creator/api';
import { CHAPTER_NAME_MAX, chapterNameProblem } from '@creator/api/contract';
import type { Chapter } from '@creator/api/contract';
import type { UpdateChapterBody } from '@creator/api/contract';
import {
  ConfirmDialog,
  PageFrame,
  formatDateTime,
  useErrorMessage,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import type { SubmitContext } from '@creator/ui';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import theme from 'antd/es/theme';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { cleanPastedHtml, sanitizeChapterHtml } from '../../shared/sanitize';
import { countDocumentCharacters } from './character-count';
import { CHAPTER_HTML_CSS, EDITOR_CLASS } from './chapter-html-styles';
import { ChapterSession } from './chapter-session';
import { ChapterNameField } from './chapter-name-field';
import { EditorDirtyGuard, EditorStatusBar, StorageWarning } from './editor-status';
import { EditorToolbar } from './editor-toolbar';
import { chapterExtensions } from './extensions';
import { ImageDialog } from './image-dialog';
import type { LocalDraft } from './local-draft';
import { useEditorMessages } from './messages';
import { ScheduleDialog } from './schedule-dialog';
import { AUTO_RETRY_MAX_SECONDS, useRetryAfter } from './retry-after';
import { ConflictDialog, RestoreDraftDialog } from './version-dialogs';

export type SaveMode =
  { kind: 'draft' } | { kind: 'publish' } | { kind: 'schedule'; publishAt: string };

interface Conflict {
  mode: SaveMode;
  mine: { displayName: string; html: string };
  server: Chapter;
}

const noop = () => undefined;

function useChapterEditor(chapter: Chapter, labels: { placeholder: string; editorLabel: string }) {
  const [initialHtml] = useState(() => sanitizeChapterHtml(chapter.content));
  // Created once per chapter; typing never re-renders React (shouldRerenderOnTransaction off):
  // the toolbar, counter and status subscribe to the few values they show.
  return useEditor(
    {
      extensions: chapterExtensions({ placeholder: labels.placeholder }),
      content: initialHtml,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': labels.editorLabel,
        },
        transformPastedHTML: cleanPastedHtml,
      },
    },
    [],
  );
}

/** The editor screen of one loaded chapter (see editor-page.tsx for loading). */
export function ChapterEditor({ chapter, memberId }: { chapter: Chapter; memberId: string }) {
  const t = useEditorMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const characterMessage = useCharacterMessage();
  const queryClient = useQueryClient();
  const putChapter = usePutChapter({ errorDisplay: 'inline' });
  const { token } = theme.useToken();
  const nameInput = useRef<InputRef>(null);
  const { chapterId, titleId } = chapter;

  const editor: Editor = useChapterEditor(chapter, t);
  const [session] = useState(() => new ChapterSession(editor, chapter, memberId));
  useEffect(() => session.attach(), [session]);

  const [nameError, setNameError] = useState<string | null>(null);
  const [server, setServer] = useState(chapter);
  const [offer, setOffer] = useState<LocalDraft | null>(() => session.takeDraftToOffer());
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [keptCopy, setKeptCopy] = useState<{ html: string } | null>(null);
  const [saving, setSaving] = useState<SaveMode['kind'] | null>(null);
  const [dialog, setDialog] = useState<'image' | 'publish' | 'schedule' | null>(null);
  const retry = useRetryAfter();

  const checkName = (displayName: string): string | null => {
    const problem = chapterNameProblem(displayName);
    if (problem === 'required') return t.nameRequired;
    if (problem === 'tooLong') return t.nameTooLong(CHAPTER_NAME_MAX);
    return characterMessage(problem, displayName);
  };

  /**
   * Every save makes the chapter-saved call; publishing, now or at a scheduled time, also makes the
   * chapter-published call (as the work's publish control does for works) and its Amplitude event.
   */
  const reportSaved = (saved: Chapter, mode: SaveMode) => {
    // Tracking never gets in the author's way: a failed call is dropped.
    trackChapterSaved({ chapterId }).catch(noop);
    track(EVENTS.chapterEvent, { action: 'saved', chapterId, titleId });
    if (mode.kind !== 'draft') {
      trackChapterPublished({ chapterId }).catch(noop);
      track(EVENTS.chapterPublished, { chapterId, titleId });
    }
    if (mode.kind === 'publish') toast.success(t.published);
    else if (mode.kind === 'schedule') {
      toast.success(t.scheduled(formatDateTime(saved.publishAt ?? mode.publishAt)));
    } else toast.success(t.saved);
  };

  const openConflict = async (mode: SaveMode, mine: Conflict['mine']) => {
    try {
      const latest = await queryClient.fetchQuery({ ...chapterQuery(chapterId), staleTime: 0 });
      setConflict({ mode, mine, server: latest });
    } catch (error) {
      toast.error(t.conflictLoadFailed(errorMessage(error)));
    }
  };

  /**
   * One PUT at a time, whatever asks for it (the buttons, Ctrl+S held down, a dialog's confirm).
   * The intent is the body: a retry of the same text after a lost answer carries the same key
   * and gets the first answer instead of a 409 for its now stale baseVersion. The snapshot is
   * handed over as a function, which is not part of the intent.
   */
  const put = useSubmit(
    async (
      body: UpdateChapterBody,
      mode: SaveMode,
      sentSnapshot: () => ReturnType<ChapterSession['snapshot']>,
      { idempotencyKey }: SubmitContext,
    ) => {
      const sent = sentSnapshot();
      setSaving(mode.kind);
      try {
        const saved = await putChapter.mutateAsync({ chapterId, body, idempotencyKey });
        session.markSaved(saved, sent);
        setServer(saved);
        reportSaved(saved, mode);
      } catch (error) {
        const uiError = toUiError(error);
        const wait = uiError.retryAfterSeconds;
        if (uiError.messageId === 'conflict') {
          void openConflict(mode, { displayName: sent.displayName, html: sent.html });
        } else if (
          uiError.messageId === 'throttled' &&
          wait !== undefined &&
          wait <= AUTO_RETRY_MAX_SECONDS
        ) {
          // Nothing was saved: the same save (the same key) goes again once, after the server's
          // wait. The text stays in the editor and the local draft meanwhile.
          toast.error(t.saveThrottled(wait));
          retry.schedule(wait, () => void put.run(body, mode, sentSnapshot));
        } else {
          toast.error(t.saveFailed(errorMessage(error)));
        }
        // Rethrown, so that a retry of the same text keeps the key.
        throw error;
      } finally {
        setSaving(null);
      }
    },
  );

  const save = async (mode: SaveMode) => {
    if (put.pending) return;
    const displayName = session.getName().trim();
    const problem = checkName(displayName);
    if (problem) {
      setNameError(problem);
      nameInput.current?.focus();
      return;
    }
    if (mode.kind === 'draft' && !session.isDirty()) {
      // A habitual Ctrl+S on saved text: no request (it would only bump the version).
      toast.info(t.nothingToSave);
      return;
    }
    const sent = session.snapshot();
    if (mode.kind !== 'draft' && countDocumentCharacters(sent.doc) === 0) {
      toast.error(t.emptyContent);
      return;
    }
    // The text is in this browser before it travels: a crash or a failed request loses nothing.
    session.writeDraftNow();
    const body: UpdateChapterBody = {
      content: sent.html,
      displayName,
      baseVersion: session.baseVersion,
    };
    // Now by the server's clock, not this browser's (which may be off either way).
    if (mode.kind === 'publish') body.publishNow = true;
    if (mode.kind === 'schedule') body.publishAt = mode.publishAt;
    // Saved again during a wait: this save replaces the one waiting.
    retry.cancel();
    await put.run(body, mode, () => sent);
  };

  // Ctrl+S / Cmd+S saves (instead of the browser's "save page"), unless a choice is pending.
  const shortcut = useRef({ save, blocked: false });
  useEffect(() => {
    shortcut.current = { save, blocked: offer !== null || conflict !== null };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!shortcut.current.blocked) void shortcut.current.save({ kind: 'draft' });
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const restoreDraft = (draft: LocalDraft) => {
    session.restoreDraft(draft);
    setOffer(null);
  };

  const discardDraft = () => {
    session.discardDraft();
    setOffer(null);
  };

  const keepMine = (current: Conflict) => {
    session.baseVersion = current.server.version;
    setConflict(null);
    void save(current.mode);
  };

  const takeServer = (current: Conflict) => {
    session.takeServerVersion(current.server);
    setServer(current.server);
    setKeptCopy({ html: current.mine.html });
    setConflict(null);
  };

  const copyKept = async (html: string) => {
    const text = new DOMParser().parseFromString(sanitizeChapterHtml(html), 'text/html').body;
    const paragraphs = [...text.children].map((block) => block.textContent ?? '');
    try {
      await navigator.clipboard.writeText(paragraphs.join('\n\n'));
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  const published = server.state === 'PUBLISHED';
  const busy = saving !== null;

  return (
    <PageFrame
      title={t.pageTitle}
      extra={
        <Space wrap>
          <Tooltip title={t.saveShortcut}>
            <Button
              type={published ? 'primary' : 'default'}
              loading={saving === 'draft'}
              disabled={busy && saving !== 'draft'}
              onClick={() => void save({ kind: 'draft' })}
            >
              {published ? t.saveChanges : t.saveDraft}
            </Button>
          </Tooltip>
          {published ? null : (
            <>
              <Button
                loading={saving === 'schedule'}
                disabled={busy && saving !== 'schedule'}
                onClick={() => setDialog('schedule')}
              >
                {server.state === 'SCHEDULED' ? t.reschedule : t.schedule}
              </Button>
              <Button
                type="primary"
                loading={saving === 'publish'}
                disabled={busy && saving !== 'publish'}
                onClick={() => setDialog('publish')}
              >
                {t.publishNow}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <style>{CHAPTER_HTML_CSS}</style>
      <EditorStatusBar
        session={session}
        chapter={server}
        notice={retry.waiting ? t.savingAgainSoon : null}
      />
      <StorageWarning session={session} />
      {keptCopy ? (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => setKeptCopy(null), 'aria-label': t.dismiss }}
          title={t.keptCopyTitle}
          description={t.keptCopyBody}
          action={
            <Button size="small" onClick={() => void copyKept(keptCopy.html)}>
              {t.copyMine}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <ChapterNameField
        session={session}
        inputRef={nameInput}
        error={nameError}
        onEdited={() => {
          if (nameError) setNameError(null);
        }}
      />
      <div
        className={EDITOR_CLASS}
        style={{
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
        }}
      >
        <EditorToolbar editor={editor} onInsertImage={() => setDialog('image')} />
        <EditorContent editor={editor} />
      </div>
      <EditorDirtyGuard session={session} />

      {offer ? (
        <RestoreDraftDialog
          draft={{ displayName: offer.displayName, html: offer.content, savedAt: offer.savedAt }}
          server={{ displayName: chapter.displayName, html: chapter.content }}
          serverChanged={offer.baseVersion < chapter.version}
          onRestore={() => restoreDraft(offer)}
          onDiscard={discardDraft}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          mine={conflict.mine}
          server={{
            displayName: conflict.server.displayName,
            html: conflict.server.content,
            updatedAt: conflict.server.updatedAt,
          }}
          onKeepMine={() => keepMine(conflict)}
          onTakeServer={() => takeServer(conflict)}
          onClose={() => setConflict(null)}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          onCancel={() => setDialog(null)}
          onInsert={(image) => {
            setDialog(null);
            editor.chain().focus().setImage(image).run();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'publish'}
        title={t.publishTitle}
        content={t.publishBody(session.getName().trim() || chapter.displayName)}
        confirmText={t.publishConfirm}
        cancelText={t.cancel}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void save({ kind: 'publish' });
        }}
      />
      {dialog === 'schedule' ? (
        <ScheduleDialog
          initial={server.state === 'SCHEDULED' ? server.publishAt : null}
          onCancel={() => setDialog(null)}
          onSchedule={(publishAt) => {
            setDialog(null);
            void save({ kind: 'schedule', publishAt });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
