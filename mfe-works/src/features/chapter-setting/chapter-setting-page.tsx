import { EVENTS, track } from '@creator/analytics';
import { chapterQuery, toUiError, trackChapterPublished, usePutChapter } from '@creator/api';
import {
  AUTHOR_NOTE_MAX,
  CHAPTER_NAME_MAX,
  CHAPTER_PAID_PRICE_MIN,
  CHAPTER_PRICE_MAX,
  textLength,
} from '@creator/api/contract';
import type { Chapter, UpdateChapterBody } from '@creator/api/contract';
import {
  PageFrame,
  QueryState,
  UnsavedChangesGuard,
  checkRule,
  formatDateTime,
  hrefs,
  useErrorMessage,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import type { SubmitContext } from '@creator/ui';
import type { ScreenProps } from '@creator/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  SchedulePicker,
  useScheduleErrorText,
  validateScheduleTime,
} from '../../shared/schedule-picker';
import {
  type ChapterSettingValues,
  type PublishMode,
  chapterChanges,
  hasChanges,
  hasNoText,
  publishModesFor,
  toFormValues,
  validateAuthorNote,
  validateName,
  validatePrice,
} from './chapter-setting-values';
import { useChapterSettingMessages } from './messages';

type Messages = ReturnType<typeof useChapterSettingMessages>;

/** Counted as platform-api counts: trimmed, in characters as the author sees them. */
const trimmedLength = (text: string) => textLength(text.trim());

export default function ChapterSettingPage({ params }: ScreenProps<'chapterSetting'>) {
  return <ChapterSetting chapterId={params.chapterId} />;
}

function ChapterSetting({ chapterId }: { chapterId: string }) {
  const t = useChapterSettingMessages();
  const chapter = useQuery(chapterQuery(chapterId));
  const titleId = chapter.data?.titleId;
  return (
    <PageFrame
      title={t.pageTitle}
      extra={
        titleId ? (
          <Space wrap>
            <Link to={hrefs.work({ titleId })}>{t.backToWork}</Link>
            <Link to={hrefs.editor({ chapterId })}>{t.openEditor}</Link>
          </Space>
        ) : undefined
      }
    >
      <QueryState query={chapter}>
        {(data) => <ChapterSettingForm key={data.chapterId} initial={data} />}
      </QueryState>
    </PageFrame>
  );
}

function stateText(chapter: Chapter, t: Messages): string {
  if (chapter.state === 'DRAFT' || chapter.publishAt === null) return t.stateDraft;
  const time = formatDateTime(chapter.publishAt);
  return chapter.state === 'SCHEDULED' ? t.stateScheduled(time) : t.statePublished(time);
}

function publishModeLabel(mode: PublishMode, base: Chapter, t: Messages): string {
  switch (mode) {
    case 'keep':
      return base.publishAt
        ? `${t.keepPublished}（${formatDateTime(base.publishAt)}）`
        : t.keepPublished;
    case 'draft':
      return base.state === 'PUBLISHED' ? t.unpublish : t.draft;
    case 'now':
      return t.publishNow;
    case 'schedule':
      return t.schedule;
  }
}

type Problem = { kind: 'conflict' } | { kind: 'error'; message: string };

function ChapterSettingForm({ initial }: { initial: Chapter }) {
  const t = useChapterSettingMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const characterMessage = useCharacterMessage();
  const scheduleErrorText = useScheduleErrorText();
  const queryClient = useQueryClient();
  const putChapter = usePutChapter({ errorDisplay: 'inline' });
  const [form] = Form.useForm<ChapterSettingValues>();

  // The version the author's values start from; it moves only on save or when they choose.
  const [base, setBase] = useState(initial);
  const [initialValues] = useState(() => toFormValues(initial));
  // Every value, also of fields hidden for now (the price of a free chapter).
  const values = {
    ...initialValues,
    ...Form.useWatch((all: ChapterSettingValues) => all, { form, preserve: true }),
  };
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const dirty = hasChanges(chapterChanges(values, base));
  // Nothing to publish yet: now and schedule stay off (the one the chapter is in stays on).
  const noText = hasNoText(base);
  const scheduleError =
    submitted && values.publishMode === 'schedule'
      ? scheduleErrorText(validateScheduleTime(values.publishAt, new Date()))
      : undefined;

  const resetTo = (chapter: Chapter) => {
    const next = toFormValues(chapter);
    setBase(chapter);
    form.resetFields();
    form.setFieldsValue(next);
    setSubmitted(false);
  };

  const latest = () => queryClient.fetchQuery({ ...chapterQuery(base.chapterId), staleTime: 0 });

  /**
   * One PUT per intent. The key goes with the body: a retry of the same save after a lost answer
   * gets the first answer instead of a 409 for its now stale baseVersion.
   */
  const send = useSubmit(
    async (body: UpdateChapterBody, onto: Chapter, { idempotencyKey }: SubmitContext) => {
      setProblem(null);
      const saved = await putChapter.mutateAsync({
        chapterId: base.chapterId,
        body,
        idempotencyKey,
      });
      resetTo(saved);
      // Publishing now and scheduling both count as publishing (as in the editor and the
      // work's publish control); renaming a published chapter does not.
      if (body.publishNow || typeof body.publishAt === 'string') {
        // Tracking never stands in the author's way: a failed call is dropped.
        trackChapterPublished({ chapterId: saved.chapterId }).catch(() => undefined);
        track(EVENTS.chapterPublished, { chapterId: saved.chapterId, titleId: saved.titleId });
      }
      if (saved.state === 'PUBLISHED' && onto.state !== 'PUBLISHED') toast.success(t.published);
      else if (saved.state === 'SCHEDULED' && saved.publishAt && body.publishAt) {
        toast.success(t.scheduled(formatDateTime(saved.publishAt)));
      } else toast.success(t.saved);
    },
    {
      onError: (error) => {
        const { messageId } = toUiError(error);
        if (messageId === 'conflict') {
          setProblem({ kind: 'conflict' });
        } else if (messageId === 'emptyChapter') {
          // The text was emptied elsewhere (the editor): nothing to retry until it has some.
          setProblem({ kind: 'error', message: t.emptyRefused });
        } else {
          setProblem({ kind: 'error', message: t.saveFailed(errorMessage(error)) });
        }
      },
    },
  );

  /** Saves the author's changes against `base`, on top of `onto` (the newest version known). */
  const save = async (onto: Chapter = base) => {
    setSubmitted(true);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const current = form.getFieldsValue(true);
    if (current.publishMode === 'schedule' && validateScheduleTime(current.publishAt, new Date())) {
      return;
    }
    const changes = chapterChanges(current, base);
    await send.run({ ...changes, baseVersion: onto.version }, onto);
  };

  /** Reload and overwrite fetch the newest version first: one at a time, like Save. */
  const withLatest = useSubmit(async (then: 'reload' | 'overwrite') => {
    const chapter = await latest().catch((error: unknown) => {
      setProblem({ kind: 'error', message: t.saveFailed(errorMessage(error)) });
      return null;
    });
    if (!chapter) return;
    if (then === 'overwrite') {
      await save(chapter);
      return;
    }
    setProblem(null);
    resetTo(chapter);
    toast.info(t.reloaded);
  });
  const busy = send.pending || withLatest.pending;

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <p style={{ marginTop: 0 }}>
        <Tag
          color={
            base.state === 'PUBLISHED' ? 'green' : base.state === 'SCHEDULED' ? 'blue' : undefined
          }
        >
          {stateText(base, t)}
        </Tag>
      </p>
      <Form<ChapterSettingValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={busy}
        onValuesChange={() => {
          if (problem?.kind === 'error') setProblem(null);
        }}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="displayName"
          label={t.name}
          required
          rules={[
            checkRule<string | undefined>((value) => {
              const error = validateName(value);
              if (error === 'nameTooLong') return t.nameTooLong(CHAPTER_NAME_MAX);
              if (error === 'nameRequired') return t.nameRequired;
              return characterMessage(error, value ?? '');
            }),
          ]}
        >
          <Input count={{ show: true, max: CHAPTER_NAME_MAX, strategy: textLength }} />
        </Form.Item>

        <Form.Item
          name="pricing"
          label={t.pricing}
          extra={values.pricing === 'free' ? t.freeHint : undefined}
        >
          <Radio.Group
            options={[
              { value: 'free', label: t.free },
              { value: 'paid', label: t.paid },
            ]}
          />
        </Form.Item>
        {values.pricing === 'paid' ? (
          <Form.Item
            name="price"
            label={t.price}
            required
            rules={[
              checkRule<number | null | undefined>((value) => {
                const error = validatePrice(value);
                if (error === 'priceRange') {
                  return t.priceRange(CHAPTER_PAID_PRICE_MIN, CHAPTER_PRICE_MAX);
                }
                return error ? t[error] : null;
              }),
            ]}
          >
            <InputNumber<number> suffix={t.pricePoints} style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
        ) : null}

        <Form.Item
          name="publishMode"
          label={t.publishing}
          extra={
            base.state === 'PUBLISHED' && values.publishMode === 'draft'
              ? t.unpublishHint
              : noText && base.state !== 'PUBLISHED'
                ? t.noTextHint
                : undefined
          }
        >
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={publishModesFor(base).map((mode) => ({
              value: mode,
              label: publishModeLabel(mode, base, t),
              disabled:
                noText &&
                (mode === 'now' || mode === 'schedule') &&
                mode !== toFormValues(base).publishMode,
            }))}
          />
        </Form.Item>
        {values.publishMode === 'schedule' ? (
          <Form.Item name="publishAt" label={t.publishTime} required>
            <SchedulePicker error={scheduleError} />
          </Form.Item>
        ) : null}

        <Form.Item
          name="authorNote"
          label={t.authorNote}
          extra={t.authorNoteHint}
          rules={[
            checkRule<string | undefined>((value) => {
              const error = validateAuthorNote(value);
              if (error === 'tooLong') return t.authorNoteTooLong(AUTHOR_NOTE_MAX);
              return characterMessage(error, value ?? '');
            }),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            count={{ show: true, max: AUTHOR_NOTE_MAX, strategy: trimmedLength }}
          />
        </Form.Item>

        <Form.Item
          name="commentsEnabled"
          label={t.comments}
          valuePropName="checked"
          extra={values.commentsEnabled ? undefined : t.commentsHint}
        >
          <Switch />
        </Form.Item>

        {problem?.kind === 'conflict' ? (
          <Alert
            type="warning"
            showIcon
            title={t.conflictTitle}
            description={
              <>
                <p style={{ marginTop: 0 }}>{t.conflictBody}</p>
                <Space wrap>
                  <Button onClick={() => void withLatest.run('reload')} disabled={busy}>
                    {t.conflictReload}
                  </Button>
                  <Button
                    type="primary"
                    onClick={() => void withLatest.run('overwrite')}
                    disabled={busy}
                  >
                    {t.conflictOverwrite}
                  </Button>
                </Space>
              </>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {problem?.kind === 'error' ? (
          <Alert type="error" showIcon title={problem.message} style={{ marginBottom: 16 }} />
        ) : null}

        <Button type="primary" onClick={() => void save()} disabled={!dirty} loading={send.pending}>
          {t.save}
        </Button>
      </Form>
    </>
  );
}
