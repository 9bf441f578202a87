import { EVENTS, track } from '@creator/analytics';
import {
  trackChapterCreated,
  useCreateChapter,
  useDeleteChapter,
  useDeleteCollection,
  useRenameChapter,
} from '@creator/api';
import type { ChapterSummary, Collection } from '@creator/api/contract';
import { ConfirmDialog, TextInputDialog, useErrorMessage, useToast } from '@creator/ui';
import { useNavigate } from 'react-router-dom';
import { worksLinks } from '../../shared/links';
import { useWorkMessages } from './messages';

/** Chapter names: the API takes at most 100 characters (createChapterBody, chapterNameBody). */
export const CHAPTER_NAME_MAX = 100;

interface DialogProps<T> {
  /** What the dialog is about; kept while it closes so its text does not blank mid-fade. */
  target: T | null;
  open: boolean;
  onClose: () => void;
}

export function RenameChapterDialog({ target, open, onClose }: DialogProps<ChapterSummary>) {
  const t = useWorkMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const rename = useRenameChapter();

  const confirm = (displayName: string) => {
    if (!target) return;
    rename.mutate(
      { chapterId: target.chapterId, body: { displayName } },
      {
        onSuccess: () => {
          toast.success(t.renamed(displayName));
          onClose();
        },
        // The dialog stays open with what was typed, so the author can retry.
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <TextInputDialog
      open={open}
      title={t.renameTitle}
      label={t.renameLabel}
      initialValue={target?.displayName ?? ''}
      maxLength={CHAPTER_NAME_MAX}
      confirmText={t.save}
      cancelText={t.cancel}
      confirmLoading={rename.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

export function DeleteChapterDialog({ target, open, onClose }: DialogProps<ChapterSummary>) {
  const t = useWorkMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteChapter();

  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { chapterId: target.chapterId, titleId: target.titleId },
      {
        onSuccess: () => {
          toast.success(t.chapterDeleted(target.displayName));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t.deleteChapterTitle}
      content={target ? t.deleteChapterBody(target.displayName) : null}
      confirmText={t.deleteConfirm}
      cancelText={t.cancel}
      danger
      confirmLoading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

export function DeleteCollectionDialog({ target, open, onClose }: DialogProps<Collection>) {
  const t = useWorkMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteCollection();

  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { collectionId: target.collectionId, titleId: target.titleId },
      {
        onSuccess: () => {
          toast.success(t.collectionDeleted(target.displayName));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t.deleteCollectionTitle}
      content={target ? t.deleteCollectionBody(target.displayName) : null}
      confirmText={t.deleteConfirm}
      cancelText={t.cancel}
      danger
      confirmLoading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
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
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateChapter();

  const confirm = (displayName: string) => {
    create.mutate(
      { titleId, body: { displayName } },
      {
        onSuccess: (chapter) => {
          // Tracking must never stand between the author and the editor.
          trackChapterCreated({ chapterId: chapter.chapterId }).catch(() => undefined);
          track(EVENTS.chapterCreated, { chapterId: chapter.chapterId, titleId });
          toast.success(t.chapterCreated(chapter.displayName));
          onClose();
          navigate(worksLinks.editor(chapter.chapterId));
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <TextInputDialog
      open={open}
      title={t.newChapterTitle}
      label={t.newChapterLabel}
      maxLength={CHAPTER_NAME_MAX}
      confirmText={t.newChapterConfirm}
      cancelText={t.cancel}
      confirmLoading={create.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
