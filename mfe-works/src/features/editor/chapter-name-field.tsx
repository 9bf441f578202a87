import { CHAPTER_NAME_MAX, chapterNameProblem, textLength } from '@creator/api/contract';
import { useCharacterMessage } from '@creator/ui/forms';
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
 * editor screen around it. A name over the limit is kept as typed or pasted (never cut): the
 * count and a message say so at once, and saving refuses it until it fits.
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
  const characterMessage = useCharacterMessage();
  const name = useStore(session.status, (status) => status.name);
  // Said as soon as it is typed or pasted; an empty name only when saving (the error prop).
  const problem = chapterNameProblem(name);
  const shown =
    error ??
    (problem === 'tooLong' ? t.nameTooLong(CHAPTER_NAME_MAX) : characterMessage(problem, name));
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
        count={{ show: true, max: CHAPTER_NAME_MAX, strategy: textLength }}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => {
          session.setName(event.target.value);
          onEdited();
        }}
      />
      {shown ? (
        <Typography.Text id={`${id}-error`} type="danger" role="alert">
          {shown}
        </Typography.Text>
      ) : null}
    </div>
  );
}
