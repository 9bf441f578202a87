import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { trackTitlePublished, usePublishTitle, useUnpublishTitle } from '@creator/api';
import type { PublishTitleBody, Title } from '@creator/api/contract';
import { ConfirmDialog, formatDateTime, useSubmit, useToast } from '@creator/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { ButtonProps } from 'antd';
import { useId, useState } from 'react';
import { deriveListingState } from './listing-state';
import { usePublishMessages } from './publish-messages';
import { SchedulePicker, useScheduleErrorText, validateScheduleTime } from './schedule-picker';

export interface TitlePublishControlProps {
  title: Pick<Title, 'titleId' | 'displayName' | 'listingFrom'>;
  /** Button size; the work page uses the default, a settings form may want 'small'. */
  size?: ButtonProps['size'];
}

type Dialog = 'publish' | 'schedule' | 'unpublish' | null;

/**
 * Publish now, schedule (or reschedule) at a Taipei time, or unpublish a work, each after a
 * confirmation. What is offered follows the work's listing state: unlisted works can be published
 * or scheduled; scheduled ones published now, rescheduled or cancelled; listed ones unpublished.
 * A successful publish (now or scheduled) records the title-published tracking call. The work's
 * cached data is refreshed by the mutation hooks, so the caller re-renders with the new state.
 */
export function TitlePublishControl({ title, size }: TitlePublishControlProps) {
  const t = usePublishMessages();
  const toast = useToast();
  const scheduleError = useScheduleErrorText();
  const publish = usePublishTitle();
  const unpublish = useUnpublishTitle();
  const pickerId = useId();

  const state = deriveListingState(title.listingFrom, new Date());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [scheduleAt, setScheduleAt] = useState<string | null>(null);
  // The picker's message shows once the author has tried to confirm (not while still choosing).
  const [scheduleTried, setScheduleTried] = useState(false);
  // Whether the open unpublish dialog cancels a schedule; kept while it fades out after success.
  const [cancelling, setCancelling] = useState(false);
  const close = () => setDialog(null);

  const openSchedule = () => {
    setScheduleAt(state === 'scheduled' ? title.listingFrom : null);
    setScheduleTried(false);
    setDialog('schedule');
  };

  // One request per confirmation (a double click, Enter held down); on failure the dialog stays
  // open with the chosen time, so the author can retry.
  const sendPublish = useSubmit(async (body: PublishTitleBody, done: string) => {
    await publish.mutateAsync({ titleId: title.titleId, body });
    // Tracking must never turn a done publish into an error.
    trackTitlePublished({ titleId: title.titleId }).catch(() => undefined);
    toast.success(done);
    close();
  });

  // Now by the server's clock: the author's may be ahead (it would schedule) or behind.
  const confirmPublishNow = () =>
    void sendPublish.run({ publishNow: true }, t.published(title.displayName));

  const currentScheduleError = validateScheduleTime(scheduleAt, new Date());
  const confirmSchedule = () => {
    setScheduleTried(true);
    // Checked again at the moment of confirming: the chosen minute may have passed meanwhile.
    if (validateScheduleTime(scheduleAt, new Date()) !== null || scheduleAt === null) return;
    void sendPublish.run(
      { listingFrom: scheduleAt },
      t.scheduled(title.displayName, formatDateTime(scheduleAt)),
    );
  };

  const sendUnpublish = useSubmit(async () => {
    await unpublish.mutateAsync(title.titleId);
    toast.success(
      cancelling ? t.scheduleCancelled(title.displayName) : t.unpublished(title.displayName),
    );
    close();
  });

  return (
    <>
      <Flex wrap gap={8} role="group" aria-label={t.publishControls}>
        {state !== 'listed' && (
          <Button
            type="primary"
            size={size}
            icon={<RocketOutlined />}
            onClick={() => setDialog('publish')}
          >
            {t.publishNow}
          </Button>
        )}
        {state !== 'listed' && (
          <Button size={size} icon={<ClockCircleOutlined />} onClick={openSchedule}>
            {state === 'scheduled' ? t.reschedule : t.schedule}
          </Button>
        )}
        {state !== 'unlisted' && (
          <Button
            size={size}
            danger
            icon={<StopOutlined />}
            onClick={() => {
              setCancelling(state === 'scheduled');
              setDialog('unpublish');
            }}
          >
            {state === 'scheduled' ? t.cancelSchedule : t.unpublish}
          </Button>
        )}
      </Flex>

      <ConfirmDialog
        open={dialog === 'publish'}
        title={t.publishTitle}
        content={t.publishBody(title.displayName)}
        confirmText={t.publishConfirm}
        cancelText={t.back}
        confirmLoading={sendPublish.pending}
        onConfirm={confirmPublishNow}
        onCancel={close}
      />

      <ConfirmDialog
        open={dialog === 'schedule'}
        title={t.scheduleTitle}
        content={
          <Flex vertical gap={8}>
            <span>{t.scheduleBody(title.displayName)}</span>
            <label htmlFor={pickerId}>{t.scheduleLabel}</label>
            <SchedulePicker
              id={pickerId}
              value={scheduleAt}
              onChange={setScheduleAt}
              error={scheduleTried ? scheduleError(currentScheduleError) : undefined}
            />
          </Flex>
        }
        confirmText={t.scheduleConfirm}
        cancelText={t.back}
        confirmLoading={sendPublish.pending}
        onConfirm={confirmSchedule}
        onCancel={close}
      />

      <ConfirmDialog
        open={dialog === 'unpublish'}
        title={cancelling ? t.cancelScheduleTitle : t.unpublishTitle}
        content={
          cancelling ? t.cancelScheduleBody(title.displayName) : t.unpublishBody(title.displayName)
        }
        confirmText={cancelling ? t.cancelScheduleConfirm : t.unpublishConfirm}
        cancelText={t.back}
        danger
        confirmLoading={sendUnpublish.pending}
        onConfirm={() => void sendUnpublish.run()}
        onCancel={close}
      />
    </>
  );
}
