import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useIsNarrow } from '../layout/layout';
import { useDocumentTitleFrom } from './document-title';

export interface PageFrameProps {
  /** Shown as the page's one h1, and named in the browser's tab ('我的作品 · 創作者後台'). */
  title: ReactNode;
  /** Actions beside the title (buttons, links). */
  extra?: ReactNode;
  children?: ReactNode;
}

const headerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 16,
};

const titleStyle: CSSProperties = { margin: 0, fontSize: 22, fontWeight: 600, lineHeight: 1.4 };

/**
 * The frame of every screen: a heading, optional actions, then the content. The document's title
 * follows the heading.
 */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  const narrow = useIsNarrow();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitleFrom(heading);
  return (
    <section style={{ padding: narrow ? 16 : 24 }}>
      <header style={headerStyle}>
        <h1 ref={heading} style={titleStyle}>
          {title}
        </h1>
        {extra ? <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}
