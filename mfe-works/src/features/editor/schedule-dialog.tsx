import { DIALOG_MAX_WIDTH } from '@creator/ui';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import {
  SchedulePicker,
  useScheduleErrorText,
  validateScheduleTime,
} from '../../shared/schedule-picker';
import type { ScheduleErrorId } from '../../shared/schedule-picker';
import { useEditorMessages } from './messages';

/** Asks when the chapter goes live (Taipei time); a time in the past is refused with a reason. */
export function ScheduleDialog({
  initial,
  onSchedule,
  onCancel,
}: {
  /** The time already scheduled, if any (ISO). */
  initial: string | null;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}) {
  const t = useEditorMessages();
  const errorText = useScheduleErrorText();
  const [value, setValue] = useState<string | null>(initial);
  const [error, setError] = useState<ScheduleErrorId | null>(null);

  const confirm = () => {
    const problem = validateScheduleTime(value, new Date());
    setError(problem);
    if (problem === null && value) onSchedule(value);
  };

  return (
    <Modal
      open
      title={t.scheduleTitle}
      width={DIALOG_MAX_WIDTH}
      okText={t.scheduleConfirm}
      cancelText={t.cancel}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t.scheduleLabel}</Typography.Paragraph>
      <SchedulePicker
        aria-label={t.scheduleLabel}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={errorText(error)}
      />
    </Modal>
  );
}
