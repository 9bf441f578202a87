import { isBlankText, textLength } from '@creator/api/contract';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useId, useState, type ReactNode } from 'react';
import { formatNumber } from '../format';
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
  /**
   * Longest allowed text, trimmed, in characters as the author sees them; shows a counter. Longer
   * text is kept as typed or pasted, with a message, and confirm stays off until it fits.
   */
  maxLength?: number;
  /**
   * The text may have line breaks (a reply): a text area, where Enter starts a new line. Otherwise
   * one line (a name), where Enter confirms.
   */
  multiline?: boolean;
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

// Counted as the server counts (the contract's textLength, trimmed: an emoji is one character).
const trimmedLength = (text: string) => textLength(text.trim());

/** A dialog asking for a text: one line (a new work's name) or several (a reply). */
export function TextInputDialog({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  maxLength,
  multiline = false,
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
  const over = maxLength === undefined ? 0 : trimmedLength(value) - maxLength;
  const problem =
    over > 0
      ? messages.textTooLong(formatNumber(maxLength ?? 0), formatNumber(over))
      : (check?.(trimmed) ?? null);
  const fits = !isBlankText(trimmed) && problem === null;
  const canConfirm = fits && !confirmLoading;
  const confirm = () => {
    if (canConfirm) onConfirm(trimmed);
  };

  const field = {
    id: inputId,
    value,
    placeholder,
    // No exceedFormatter: text over the limit is never cut, the counter shows by how much.
    count:
      maxLength === undefined ? undefined : { show: true, max: maxLength, strategy: trimmedLength },
    status: problem === null ? undefined : ('error' as const),
    'aria-invalid': problem !== null,
    'aria-describedby': problem === null ? undefined : problemId,
    autoFocus: true,
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
      {multiline ? (
        <Input.TextArea
          {...field}
          autoSize={{ minRows: 4, maxRows: 12 }}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <Input
          {...field}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={confirm}
        />
      )}
      {problem !== null && (
        <Typography.Text
          type="danger"
          id={problemId}
          role="alert"
          // Below the counter, which antd puts under a text area.
          style={{ display: 'block', marginTop: multiline ? 24 : 4 }}
        >
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}
