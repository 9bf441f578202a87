import { CHAPTER_NAME_MAX, textLength, truncateText } from '@creator/api/contract';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import type { InputRef } from 'antd';
import { useId } from 'react';
import type { RefObject } from 'react';
import { useStore } from 'zustand';
import type { ChapterSession } from './chapter-session';
import { useEditorMessages } from './messages';

/**
 * The chapter name, kept in the session: typing a name re-renders this field only, not the
 * editor screen around it.
 */
export function ChapterNameField({
  session,
  inputRef,
  error,
  onEdited,
}: {
  session: ChapterSession;
  inputRef: RefObject<InputRef | null>;
  error: string | null;
  onEdited: () => void;
}) {
  const t = useEditorMessages();
  const id = useId();
  const name = useStore(session.status, (status) => status.name);
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {t.nameLabel}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={name}
        placeholder={t.namePlaceholder}
        count={{
          show: true,
          max: CHAPTER_NAME_MAX,
          strategy: textLength,
          exceedFormatter: (text, { max }) => truncateText(text, max),
        }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          session.setName(event.target.value);
          onEdited();
        }}
      />
      {error ? (
        <Typography.Text id={`${id}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
