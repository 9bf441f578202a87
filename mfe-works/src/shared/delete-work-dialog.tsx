import { useDeleteTitle } from '@creator/api';
import type { Title } from '@creator/api/contract';
import { ConfirmDialog, defineMessages, useSubmit, useToast } from '@creator/ui';
import type { SubmitContext } from '@creator/ui';

const useDeleteWorkMessages = defineMessages({
  'zh-TW': {
    deleteTitle: '刪除作品',
    deleteBody: (name: string) => `確定要刪除「${name}」嗎？作品與所有章節都會刪除，無法復原。`,
    deleteConfirm: '刪除',
    cancel: '取消',
    deleted: (name: string) => `已刪除「${name}」`,
  },
  en: {
    deleteTitle: 'Delete work',
    deleteBody: (name: string) =>
      `Delete "${name}"? The work and all its chapters are removed; this cannot be undone.`,
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    deleted: (name: string) => `"${name}" deleted`,
  },
});

export interface DeleteWorkDialogProps {
  /** The work to delete; kept set while the dialog fades out so its text does not blank. */
  work: Pick<Title, 'titleId' | 'displayName'> | null;
  open: boolean;
  onClose: () => void;
  /** After the work is gone (before onClose), e.g. to leave the work's own pages. */
  onDeleted?: (titleId: string) => void;
}

/**
 * Asks before deleting a work (and all its chapters), deletes it, and says so. A failure is shown
 * as a toast and the dialog stays open.
 */
export function DeleteWorkDialog({ work, open, onClose, onDeleted }: DeleteWorkDialogProps) {
  const t = useDeleteWorkMessages();
  const toast = useToast();
  const deleteTitle = useDeleteTitle();
  // One DELETE per intent; a retry carries the same key, so it gets ok rather than 404.
  const submit = useSubmit(
    async (target: Pick<Title, 'titleId' | 'displayName'>, { idempotencyKey }: SubmitContext) => {
      await deleteTitle.mutateAsync({ titleId: target.titleId, idempotencyKey });
      toast.success(t.deleted(target.displayName));
      onDeleted?.(target.titleId);
      onClose();
    },
  );

  return (
    <ConfirmDialog
      open={open}
      title={t.deleteTitle}
      content={work ? t.deleteBody(work.displayName) : null}
      confirmText={t.deleteConfirm}
      cancelText={t.cancel}
      danger
      confirmLoading={submit.pending}
      onConfirm={() => {
        if (work) void submit.run(work);
      }}
      onCancel={onClose}
    />
  );
}
