import { GenreCheckboxes } from '@creator/ui';
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
import type { SerialStatus, TargetAudience } from '@creator/api/contract';
import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import type { InputRef } from 'antd';
import { useId } from 'react';
import type { Ref } from 'react';
import { useWorkSettingMessages } from './messages';
import type { WorkSettingForm as FormState } from './use-work-setting-form';
import {
  introTooLong,
  synopsisTooLong,
  trimmedLength,
  validateGenres,
  validateName,
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

/** Name, genres, intro, synopsis, tags, target audience and serialization, with one Save. */
export function WorkSettingForm({ form, nameRef }: { form: FormState; nameRef?: Ref<InputRef> }) {
  const t = useWorkSettingMessages();
  const ids = {
    name: useId(),
    intro: useId(),
    synopsis: useId(),
    tags: useId(),
    audience: useId(),
    serial: useId(),
    genres: useId(),
  };
  const { values, change, saving } = form;

  const nameProblem = validateName(values.displayName);
  const nameHelp =
    form.nameServerError ??
    (nameProblem === 'nameTooLong'
      ? t.nameTooLong(TITLE_NAME_MAX)
      : nameProblem
        ? t[nameProblem]
        : null);
  const genresProblem = validateGenres(values.genreIds);
  const tagsProblem = validateTags(values.tags);
  const tagsHelp =
    tagsProblem?.kind === 'tagsTooMany'
      ? t.tagsTooMany(TITLE_TAGS_MAX)
      : tagsProblem?.kind === 'tagTooLong'
        ? t.tagTooLong(tagsProblem.tag, TITLE_TAG_MAX)
        : null;
  const introHelp = introTooLong(values.intro) ? t.introTooLong(TITLE_INTRO_MAX) : null;
  const synopsisHelp = synopsisTooLong(values.synopsis)
    ? t.synopsisTooLong(TITLE_SYNOPSIS_MAX)
    : null;
  const error = (help: string | null) => (help ? ('error' as const) : undefined);

  return (
    <Form
      layout="vertical"
      component="form"
      disabled={saving}
      onFinish={() => void form.save()}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        label={t.name}
        htmlFor={ids.name}
        required
        validateStatus={error(nameHelp)}
        help={nameHelp}
      >
        <Input
          id={ids.name}
          ref={nameRef}
          value={values.displayName}
          placeholder={t.namePlaceholder}
          allowClear
          count={counter(TITLE_NAME_MAX)}
          onChange={(event) => change('displayName', event.target.value)}
        />
      </Form.Item>

      <Form.Item
        label={<span id={ids.genres}>{t.genres}</span>}
        required
        validateStatus={genresProblem ? 'error' : undefined}
        help={genresProblem ? t[genresProblem] : t.genresHint(GENRES_MIN, GENRES_MAX)}
      >
        <GenreCheckboxes
          labelledBy={ids.genres}
          value={values.genreIds}
          onChange={(next) => change('genreIds', next)}
        />
      </Form.Item>

      <Form.Item
        label={t.intro}
        htmlFor={ids.intro}
        validateStatus={error(introHelp)}
        help={introHelp}
      >
        <Input
          id={ids.intro}
          value={values.intro}
          placeholder={t.introPlaceholder}
          count={counter(TITLE_INTRO_MAX)}
          onChange={(event) => change('intro', event.target.value)}
        />
      </Form.Item>

      <Form.Item
        label={t.synopsis}
        htmlFor={ids.synopsis}
        validateStatus={error(synopsisHelp)}
        help={synopsisHelp}
      >
        <Input.TextArea
          id={ids.synopsis}
          value={values.synopsis}
          autoSize={{ minRows: 4, maxRows: 12 }}
          count={counter(TITLE_SYNOPSIS_MAX)}
          onChange={(event) => change('synopsis', event.target.value)}
        />
      </Form.Item>

      <Form.Item
        label={t.tags}
        htmlFor={ids.tags}
        validateStatus={error(tagsHelp)}
        help={tagsHelp ?? t.tagsHint(TITLE_TAGS_MAX, TITLE_TAG_MAX)}
      >
        <Select<string[]>
          id={ids.tags}
          mode="tags"
          value={values.tags}
          placeholder={t.tagsPlaceholder}
          maxCount={TITLE_TAGS_MAX}
          tokenSeparators={[',', '，', '、']}
          suffixIcon={null}
          notFoundContent={null}
          onChange={(next) => change('tags', next)}
        />
      </Form.Item>

      <Form.Item
        label={<span id={ids.audience}>{t.audience}</span>}
        help={values.targetAudience === null ? t.audienceHint : undefined}
      >
        <Radio.Group
          name={ids.audience}
          aria-labelledby={ids.audience}
          value={values.targetAudience}
          options={TARGET_AUDIENCES.map((audience) => ({
            value: audience,
            label: t[AUDIENCE_LABELS[audience]],
          }))}
          onChange={(event) => change('targetAudience', event.target.value as TargetAudience)}
        />
      </Form.Item>

      <Form.Item label={<span id={ids.serial}>{t.serialStatus}</span>}>
        <Radio.Group
          name={ids.serial}
          aria-labelledby={ids.serial}
          value={values.serialStatus}
          options={SERIAL_STATUSES.map((status) => ({
            value: status,
            label: t[SERIAL_LABELS[status]],
          }))}
          onChange={(event) => change('serialStatus', event.target.value as SerialStatus)}
        />
      </Form.Item>

      {form.saveError ? (
        <Alert type="error" showIcon title={form.saveError} style={{ marginBottom: 16 }} />
      ) : null}

      <Button type="primary" htmlType="submit" disabled={!form.canSave} loading={saving}>
        {t.save}
      </Button>
    </Form>
  );
}
