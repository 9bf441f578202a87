import { DIALOG_MAX_WIDTH, formatNumber } from '@creator/ui';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { useChapterSortingMessages } from './messages';
import { parseTargetPosition } from './reorder';

export interface MoveToPositionDialogProps {
  /** The chapter being moved; null keeps the dialog closed. */
  chapter: { name: string; position: number } | null;
  total: number;
  /** Called with a valid 1-based position; the dialog closes itself through onClose. */
  onMove: (position: number) => void;
  onClose: () => void;
}

/**
 * The numeric fallback to dragging: type where the chapter should go (1 to N). A position that is
 * empty, not a whole number or outside 1..N says why and changes nothing.
 */
export function MoveToPositionDialog({
  chapter,
  total,
  onMove,
  onClose,
}: MoveToPositionDialogProps) {
  const t = useChapterSortingMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const totalText = formatNumber(total);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const apply = () => {
    const result = parseTargetPosition(text, total);
    if (!result.ok) {
      setError(
        result.reason === 'empty'
          ? t.positionEmpty
          : result.reason === 'notANumber'
            ? t.positionNotANumber(totalText)
            : t.positionOutOfRange(totalText),
      );
      return;
    }
    onMove(result.position);
    close();
  };

  return (
    <Modal
      open={chapter !== null}
      title={chapter ? t.moveToTitle(chapter.name) : null}
      width={DIALOG_MAX_WIDTH}
      okText={t.apply}
      cancelText={t.cancel}
      onOk={apply}
      onCancel={close}
      destroyOnHidden
    >
      {chapter ? (
        <Typography.Paragraph type="secondary">
          {t.moveToCurrent(formatNumber(chapter.position))}
        </Typography.Paragraph>
      ) : null}
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 8 }}>
        {t.moveToLabel(totalText)}
      </label>
      <Input
        id={inputId}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onPressEnter={apply}
      />
      {error ? (
        <Typography.Text
          id={errorId}
          type="danger"
          role="alert"
          style={{ display: 'block', marginTop: 8 }}
        >
          {error}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
