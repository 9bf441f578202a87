import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { DIALOG_MAX_WIDTH } from '../layout/layout';
import { useUiMessages } from '../messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or explanation under the title. */
  content?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Styles the confirm button as destructive (e.g. deleting a work). */
  danger?: boolean;
  confirmLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no dialog, at most 512 px wide. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmText,
  cancelText,
  danger,
  confirmLoading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_MAX_WIDTH}
      okText={confirmText ?? messages.confirm}
      cancelText={cancelText ?? messages.cancel}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}
