import type { ReactNode } from 'react';
import { EmptyFrame } from './empty-frame';
import { Heading, SecondaryText } from './heading';

export interface EmptyStateProps {
  /** What is empty, as a heading ("No works yet"). */
  title: ReactNode;
  /** What the author can do about it. */
  hint?: ReactNode;
  /** A button or link that does it. */
  action?: ReactNode;
  /** The small picture, for an empty part of a page rather than a whole page. */
  compact?: boolean;
  /** The heading level that fits the page's outline (default 2: a section of a screen). */
  headingLevel?: 2 | 3 | 4;
}

/** A screen or section with nothing to show yet: a heading, a hint and what to do next. */
export function EmptyState({ title, hint, action, compact, headingLevel = 2 }: EmptyStateProps) {
  return (
    <EmptyFrame
      compact={compact}
      description={
        <>
          <Heading level={headingLevel} style={{ fontSize: 16, marginBottom: 4 }}>
            {title}
          </Heading>
          {hint ? <SecondaryText as="p">{hint}</SecondaryText> : null}
        </>
      }
    >
      {action}
    </EmptyFrame>
  );
}
