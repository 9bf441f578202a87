import { EVENTS, track } from '@creator/analytics';
import {
  trackChapterCreated,
  useCreateChapter,
  useDeleteChapter,
  useDeleteCollection,
  useRenameChapter,
} from '@creator/api';
import { CHAPTER_NAME_MAX, chapterNameProblem } from '@creator/api/contract';
import type { ChapterSummary, Collection } from '@creator/api/contract';
import { ConfirmDialog, TextInputDialog, hrefs, useSubmit, useToast } from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import type { SubmitContext } from '@creator/ui';
import { useNavigate } from 'react-router-dom';
import { useWorkMessages } from './messages';

interface DialogProps<T> {
  /** What the dialog is about; kept while it closes so its text does not blank mid-fade. */
  target: T | null;
  open: boolean;
  onClose: () => void;
}

/**
 * What the name dialogs say beyond blank and too long (the dialog's own): control characters or a
 * line break, by the contract's chapterNameProblem, which platform-api checks too.
 */
function useChapterNameCheck() {
  const characterMessage = useCharacterMessage();
  return (name: string) => characterMessage(chapterNameProblem(name), name);
}

export function RenameChapterDialog({ target, open, onClose }: DialogProps<ChapterSummary>) {
  const t = useWorkMessages();
  const toast = useToast();
  const rename = useRenameChapter();
  const checkName = useChapterNameCheck();
  // The dialog stays open with what was typed when renaming fails, so the author can retry.
  const submit = useSubmit(async (chapter: ChapterSummary, displayName: string) => {
    await rename.mutateAsync({ chapterId: chapter.chapterId, body: { displayName } });
    toast.success(t.renamed(displayName));
    onClose();
  });

  const confirm = (displayName: string) => {
    if (!target) return;
    if (displayName === target.displayName) {
      onClose();
      return;
    }
    void submit.run(target, displayName);
  };

  return (
    <TextInputDialog
      open={open}
      title={t.renameTitle}
      label={t.renameLabel}
      initialValue={target?.displayName ?? ''}
      maxLength={CHAPTER_NAME_MAX}
      check={checkName}
      confirmText={t.save}
      cancelText={t.cancel}
      confirmLoading={submit.pending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

interface ConfirmDeleteProps<T> extends DialogProps<T> {
  title: string;
  body: (target: T) => string;
  done: (target: T) => string;
  /**
   * Deletes, with the intent's idempotency key (a retry gets ok rather than 404); a failure is
   * toasted by the error policy and the dialog stays open.
   */
  remove: (target: T, idempotencyKey: string) => Promise<unknown>;
}

/** Asks before deleting; says when it is done, or why it failed (the dialog then stays open). */
function ConfirmDelete<T>({
  target,
  open,
  onClose,
  title,
  body,
  done,
  remove,
}: ConfirmDeleteProps<T>) {
  const t = useWorkMessages();
  const toast = useToast();
  const submit = useSubmit(async (doomed: T, { idempotencyKey }: SubmitContext) => {
    await remove(doomed, idempotencyKey);
    toast.success(done(doomed));
    onClose();
  });
  return (
    <ConfirmDialog
      open={open}
      title={title}
      content={target ? body(target) : null}
      confirmText={t.deleteConfirm}
      cancelText={t.cancel}
      danger
      confirmLoading={submit.pending}
      onConfirm={() => {
        if (target) void submit.run(target);
      }}
      onCancel={onClose}
    />
  );
}

export function DeleteChapterDialog(props: DialogProps<ChapterSummary>) {
  const t = useWorkMessages();
  const remove = useDeleteChapter();
  return (
    <ConfirmDelete
      {...props}
      title={t.deleteChapterTitle}
      body={(chapter) => t.deleteChapterBody(chapter.displayName)}
      done={(chapter) => t.chapterDeleted(chapter.displayName)}
      remove={(chapter, idempotencyKey) =>
        remove.mutateAsync({
          chapterId: chapter.chapterId,
          titleId: chapter.titleId,
          idempotencyKey,
        })
      }
    />
  );
}

/** Deleting a collection keeps its chapters: platform-api moves them out of any collection. */
export function DeleteCollectionDialog(props: DialogProps<Collection>) {
  const t = useWorkMessages();
  const remove = useDeleteCollection();
  return (
    <ConfirmDelete
      {...props}
      title={t.deleteCollectionTitle}
      body={(collection) => t.deleteCollectionBody(collection.displayName)}
      done={(collection) => t.collectionDeleted(collection.displayName)}
      remove={(collection, idempotencyKey) =>
        remove.mutateAsync({
          collectionId: collection.collectionId,
          titleId: collection.titleId,
          idempotencyKey,
        })
      }
    />
  );
}

/**
 * Asks for the new chapter's name, creates it (a free draft at the end of the work), records the
 * chapter-created tracking call and analytics event, then opens the new chapter in the editor.
 */
export function NewChapterDialog({
  titleId,
  open,
  onClose,
}: {
  titleId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useWorkMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateChapter();
  const checkName = useChapterNameCheck();
  // A retry of the same name after a lost answer carries the same key: one chapter, not two.
  const submit = useSubmit(async (displayName: string, { idempotencyKey }: SubmitContext) => {
    const chapter = await create.mutateAsync({
      titleId,
      body: { displayName },
      idempotencyKey,
    });
    // Tracking must never stand between the author and the editor.
    trackChapterCreated({ chapterId: chapter.chapterId }).catch(() => undefined);
    track(EVENTS.chapterCreated, { chapterId: chapter.chapterId, titleId });
    toast.success(t.chapterCreated(chapter.displayName));
    onClose();
    navigate(hrefs.editor({ chapterId: chapter.chapterId }));
  });

  return (
    <TextInputDialog
      open={open}
      title={t.newChapterTitle}
      label={t.newChapterLabel}
      maxLength={CHAPTER_NAME_MAX}
      check={checkName}
      confirmText={t.newChapterConfirm}
      cancelText={t.cancel}
      confirmLoading={submit.pending}
      onConfirm={(displayName) => void submit.run(displayName)}
      onCancel={onClose}
    />
  );
}
