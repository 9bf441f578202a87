import { toUiError, usePutTargetAudience, useUpdateTitle } from '@creator/api';
import {
  GENRES_MAX,
  GENRES_MIN,
  SERIAL_STATUSES,
  TARGET_AUDIENCES,
  TITLE_INTRO_MAX,
  TITLE_NAME_MAX,
  TITLE_SYNOPSIS_MAX,
  TITLE_TAGS_MAX,
  TITLE_TAG_MAX,
} from '@creator/api/contract';
import type { SerialStatus, TargetAudience, Title } from '@creator/api/contract';
import {
  GenreCheckboxes,
  UnsavedChangesGuard,
  checkRule,
  useErrorMessage,
  useFieldRefusal,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import { useWorkSettingMessages } from './messages';
import {
  type WorkSettingValues,
  audienceChange,
  hasChanges,
  isValid,
  titleChanges,
  toFormValues,
  trimmedLength,
  validateGenres,
  validateIntro,
  validateName,
  validateSynopsis,
  validateTags,
} from './work-setting-values';

type Messages = ReturnType<typeof useWorkSettingMessages>;

const AUDIENCE_LABELS = {
  Children: 'audienceChildren',
  Teenagers: 'audienceTeenagers',
  Adults: 'audienceAdults',
} as const satisfies Record<TargetAudience, keyof Messages>;

const SERIAL_LABELS = {
  ONGOING: 'serialOngoing',
  COMPLETED: 'serialCompleted',
  HIATUS: 'serialHiatus',
} as const satisfies Record<SerialStatus, keyof Messages>;

/** Counters count as the server does: trimmed, in characters as the author sees them. */
const counter = (max: number) => ({ show: true, max, strategy: trimmedLength });

export interface WorkSettingFormProps {
  title: Title;
  /** Other unsaved work on the page (a chosen cover): leaving asks first as well. */
  unsavedElsewhere?: boolean;
  /** True once the page leaves on its own (the work was deleted): no question asked. */
  allowLeaving?: () => boolean;
}

/**
 * Name, genres, intro, synopsis, tags, target audience and serialization, with one Save that
 * sends only what changed (docs/forms.md). `base` is the work as the server last answered; a
 * failed save keeps every value as typed: a taken name is said at the name field, anything else
 * above Save.
 */
export function WorkSettingForm({ title, unsavedElsewhere, allowLeaving }: WorkSettingFormProps) {
  const t = useWorkSettingMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const characterMessage = useCharacterMessage();
  const ids = { audience: useId(), serial: useId(), genres: useId() };
  // Failures show in the form: a taken name at its field, anything else above Save.
  const updateTitle = useUpdateTitle({ errorDisplay: 'inline' });
  const putTargetAudience = usePutTargetAudience({ errorDisplay: 'inline' });

  const [form] = Form.useForm<WorkSettingValues>();
  const [base, setBase] = useState(title);
  const [initialValues] = useState(() => toFormValues(title));
  // Fields register as they mount: until then the watched values are partial.
  const values = { ...initialValues, ...Form.useWatch((all: WorkSettingValues) => all, form) };
  const nameRefusal = useFieldRefusal(form, 'displayName');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [nameRefusals, setNameRefusals] = useState(0);

  const submit = useSubmit(
    async (fields: WorkSettingValues) => {
      const changes = titleChanges(fields, base);
      const audience = audienceChange(fields, base);
      // The work as the server last answered: what did save stays saved if a later call fails.
      let latest = base;
      try {
        if (Object.keys(changes).length > 0) {
          latest = await updateTitle.mutateAsync({ titleId: base.titleId, body: changes });
        }
        if (audience !== null) {
          latest = await putTargetAudience.mutateAsync({
            titleId: base.titleId,
            targetAudience: audience,
          });
        }
      } finally {
        setBase(latest);
      }
      form.setFieldsValue(toFormValues(latest));
      toast.success(t.saved);
    },
    {
      onError: (error) => {
        if (toUiError(error).messageId === 'duplicateTitleName') {
          nameRefusal.refuse(errorMessage(error));
          setNameRefusals((count) => count + 1);
        } else {
          setSaveError(t.saveFailed(errorMessage(error)));
        }
      },
    },
  );

  // The name field takes the focus once the form is enabled again after a refused name.
  useEffect(() => {
    if (nameRefusals > 0) form.focusField('displayName');
  }, [form, nameRefusals]);

  const dirty = hasChanges(values, base);
  const canSave =
    dirty && isValid(values) && !nameRefusal.isRefused(values.displayName) && !submit.pending;
  const genresProblem = validateGenres(values.genreIds);
  const tagsProblem = validateTags(values.tags);

  return (
    <Form<WorkSettingValues>
      form={form}
      name="work-setting"
      layout="vertical"
      initialValues={initialValues}
      disabled={submit.pending}
      onValuesChange={() => setSaveError(null)}
      onFinish={(fields) => void submit.run(fields)}
      style={{ maxWidth: 640 }}
    >
      <UnsavedChangesGuard dirty={dirty || Boolean(unsavedElsewhere)} allow={allowLeaving} />

      <Form.Item
        name="displayName"
        label={t.name}
        required
        rules={[
          checkRule((name: string) => {
            const problem = validateName(name);
            if (problem === 'nameTooLong') return t.nameTooLong(TITLE_NAME_MAX);
            if (problem === 'nameRequired') return t.nameRequired;
            return characterMessage(problem, name);
          }),
          nameRefusal.rule,
        ]}
      >
        <Input placeholder={t.namePlaceholder} allowClear count={counter(TITLE_NAME_MAX)} />
      </Form.Item>

      <Form.Item
        name="genreIds"
        label={<span id={ids.genres}>{t.genres}</span>}
        required
        rules={[
          checkRule((genreIds: string[]) => {
            const problem = validateGenres(genreIds);
            return problem && t[problem];
          }),
        ]}
        extra={genresProblem ? undefined : t.genresHint(GENRES_MIN, GENRES_MAX)}
      >
        <GenreCheckboxes labelledBy={ids.genres} />
      </Form.Item>

      <Form.Item
        name="intro"
        label={t.intro}
        rules={[
          checkRule((intro: string) => {
            const problem = validateIntro(intro);
            if (problem === 'tooLong') return t.introTooLong(TITLE_INTRO_MAX);
            return characterMessage(problem, intro);
          }),
        ]}
      >
        <Input placeholder={t.introPlaceholder} count={counter(TITLE_INTRO_MAX)} />
      </Form.Item>

      <Form.Item
        name="synopsis"
        label={t.synopsis}
        rules={[
          checkRule((synopsis: string) => {
            const problem = validateSynopsis(synopsis);
            if (problem === 'tooLong') return t.synopsisTooLong(TITLE_SYNOPSIS_MAX);
            return characterMessage(problem, synopsis);
          }),
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          count={counter(TITLE_SYNOPSIS_MAX)}
        />
      </Form.Item>

      <Form.Item
        name="tags"
        label={t.tags}
        rules={[
          checkRule((tags: string[]) => {
            const problem = validateTags(tags);
            if (problem?.kind === 'tagsTooMany') return t.tagsTooMany(TITLE_TAGS_MAX);
            if (problem?.kind === 'tagCharacters') {
              return t.tagCharacters(
                problem.tag,
                characterMessage(problem.problem, problem.tag) ?? '',
              );
            }
            return problem ? t.tagTooLong(problem.tag, TITLE_TAG_MAX) : null;
          }),
        ]}
        extra={tagsProblem ? undefined : t.tagsHint(TITLE_TAGS_MAX, TITLE_TAG_MAX)}
      >
        <Select<string[]>
          mode="tags"
          placeholder={t.tagsPlaceholder}
          maxCount={TITLE_TAGS_MAX}
          tokenSeparators={[',', '，', '、']}
          suffixIcon={null}
          notFoundContent={null}
        />
      </Form.Item>

      <Form.Item
        name="targetAudience"
        label={<span id={ids.audience}>{t.audience}</span>}
        extra={values.targetAudience === null ? t.audienceHint : undefined}
      >
        <Radio.Group
          name={ids.audience}
          aria-labelledby={ids.audience}
          options={TARGET_AUDIENCES.map((audience) => ({
            value: audience,
            label: t[AUDIENCE_LABELS[audience]],
          }))}
        />
      </Form.Item>

      <Form.Item name="serialStatus" label={<span id={ids.serial}>{t.serialStatus}</span>}>
        <Radio.Group
          name={ids.serial}
          aria-labelledby={ids.serial}
          options={SERIAL_STATUSES.map((status) => ({
            value: status,
            label: t[SERIAL_LABELS[status]],
          }))}
        />
      </Form.Item>

      {saveError ? (
        <Alert type="error" showIcon title={saveError} style={{ marginBottom: 16 }} />
      ) : null}

      <Button type="primary" htmlType="submit" disabled={!canSave} loading={submit.pending}>
        {t.save}
      </Button>
    </Form>
  );
}
