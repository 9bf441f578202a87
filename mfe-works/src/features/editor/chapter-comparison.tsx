import { formatNumber } from '@creator/ui';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { sanitizeChapterHtml } from '../../shared/sanitize';
import { countCharacters } from './character-count';
import { PREVIEW_CLASS } from './chapter-html-styles';
import { useEditorMessages } from './messages';

export interface ComparedVersion {
  label: string;
  displayName: string;
  /** Chapter HTML as stored: sanitised here before it is shown. */
  html: string;
}

function VersionPreview({ version }: { version: ComparedVersion }) {
  const t = useEditorMessages();
  const { safeHtml, characters } = useMemo(() => {
    const clean = sanitizeChapterHtml(version.html);
    // An inert document: reading the text loads none of the images.
    const text = new DOMParser().parseFromString(clean, 'text/html').body.textContent ?? '';
    return { safeHtml: clean, characters: countCharacters(text) };
  }, [version.html]);

  return (
    <section aria-label={version.label} style={{ minWidth: 0 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {version.label}
      </Typography.Title>
      <Typography.Text strong>{version.displayName}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t.characterCount(formatNumber(characters))}
      </Typography.Text>
      <div
        className={PREVIEW_CLASS}
        // Sanitised just above with the editor's allow-list.
        dangerouslySetInnerHTML={{ __html: safeHtml }}
        tabIndex={0}
        style={{
          marginTop: 8,
          maxHeight: '70vh',
          overflow: 'auto',
          padding: 12,
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          fontSize: 15,
        }}
      />
    </section>
  );
}

/** Two versions of a chapter side by side (stacked on narrow screens), read-only. */
export function ChapterComparison({ versions }: { versions: ComparedVersion[] }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
        gap: 16,
      }}
    >
      {versions.map((version) => (
        <VersionPreview key={version.label} version={version} />
      ))}
    </div>
  );
}
