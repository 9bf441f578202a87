import { isBlankText, textLength, truncateText } from '@creator/api/contract';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useId, useState, type ReactNode } from 'react';
import { DIALOG_MAX_WIDTH } from '../layout/layout';
import { useUiMessages } from '../messages';

export interface TextInputDialogProps {
  open: boolean;
  title: ReactNode;
  /** Accessible label of the text field (also shown above it). */
  label: string;
  placeholder?: string;
  /** Value the field starts with each time the dialog opens. */
  initialValue?: string;
  /** Longest allowed input, in characters as the author sees them; shows a counter. */
  maxLength?: number;
  /**
   * What else is wrong with the trimmed text, as a message to show, or null (a rule the server
   * also checks, such as control characters). Blank and too long text are the dialog's own.
   */
  check?: (trimmed: string) => string | null;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** While true the confirm button spins and the dialog stays open. */
  confirmLoading?: boolean;
  /** Called with the trimmed text; the confirm button is disabled while it would be empty. */
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** A dialog asking for one line of text (e.g. a new work's name). */
export function TextInputDialog({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  maxLength,
  check,
  confirmText,
  cancelText,
  confirmLoading,
  onConfirm,
  onCancel,
}: TextInputDialogProps) {
  const messages = useUiMessages();
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState(initialValue);
  const [wasOpen, setWasOpen] = useState(open);
  // Start from the initial value every time the dialog opens (state adjusted during render).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(initialValue);
  }

  const trimmed = value.trim();
  // Counted as the server counts names (the contract's textLength: an emoji is one character).
  const problem = check?.(trimmed) ?? null;
  const fits =
    !isBlankText(trimmed) &&
    (maxLength === undefined || textLength(trimmed) <= maxLength) &&
    problem === null;
  const canConfirm = fits && !confirmLoading;
  const confirm = () => {
    if (canConfirm) onConfirm(trimmed);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_MAX_WIDTH}
      okText={confirmText ?? messages.confirm}
      cancelText={cancelText ?? messages.cancel}
      okButtonProps={{ disabled: !fits }}
      confirmLoading={confirmLoading}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Input
        id={inputId}
        value={value}
        placeholder={placeholder}
        count={
          maxLength === undefined
            ? undefined
            : {
                show: true,
                max: maxLength,
                strategy: textLength,
                exceedFormatter: (text, { max }) => truncateText(text, max),
              }
        }
        status={problem === null ? undefined : 'error'}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={confirm}
      />
      {problem !== null && (
        <Typography.Text type="danger" id={problemId} role="alert" style={{ display: 'block' }}>
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}
