import type { ChapterOverall } from '@creator/api/contract';
import { OrdinalLineChart } from '@creator/charts';
import { EmptyState } from '@creator/ui';
import Typography from 'antd/es/typography';
import { memo, useId, useMemo } from 'react';
import { chapterLabel, formatShare } from './labels';
import { useWorkDataMessages } from './messages';
import type { Retention, RetentionDrop } from './retention';

const SERIES = 'retention';

/** The retention curve, and in words where it falls most (memoised: a sort does not redraw it). */
export const RetentionSection = memo(function RetentionSection({
  retention,
}: {
  retention: Retention;
}) {
  const t = useWorkDataMessages();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {t.retentionHeading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.retentionIntro}</Typography.Paragraph>
      {retention.kind === 'noPublished' ? (
        <EmptyState compact headingLevel={3} title={t.noPublished} hint={t.noPublishedHint} />
      ) : retention.kind === 'noFirstReaders' ? (
        <NoFirstReaders first={retention.first} />
      ) : (
        <>
          <LargestDrop drop={retention.largestDrop} />
          <RetentionChart points={retention.points} />
        </>
      )}
    </section>
  );
});

/** The base of the curve, the first published chapter (not always chapter 1), has no readers. */
function NoFirstReaders({ first }: { first: ChapterOverall }) {
  const t = useWorkDataMessages();
  const name = chapterLabel(first.order, first.displayName, t.chapterLabel);
  return (
    <EmptyState
      compact
      headingLevel={3}
      title={t.noFirstReaders(name)}
      hint={t.noFirstReadersHint(name)}
    />
  );
}

function RetentionChart({ points }: { points: Extract<Retention, { kind: 'curve' }>['points'] }) {
  const t = useWorkDataMessages();
  const chartPoints = useMemo(
    () =>
      points.map((point) => ({
        label: String(point.order),
        name: chapterLabel(point.order, point.displayName, t.chapterLabel),
        values: { [SERIES]: point.retention },
      })),
    [points, t],
  );
  const series = useMemo(() => [{ key: SERIES, name: t.retentionSeries }], [t]);
  return (
    <OrdinalLineChart
      title={t.retentionChart}
      format="percent"
      points={chartPoints}
      series={series}
    />
  );
}

/** The chapter where the curve falls most, said first: it is what a serial author looks for. */
function LargestDrop({ drop }: { drop: RetentionDrop | null }) {
  const t = useWorkDataMessages();
  if (drop === null) return <Typography.Paragraph>{t.noDrop}</Typography.Paragraph>;
  const from = chapterLabel(drop.from.order, drop.from.displayName, t.chapterLabel);
  const to = chapterLabel(drop.to.order, drop.to.displayName, t.chapterLabel);
  return (
    <Typography.Paragraph>
      <Typography.Text strong>
        {t.largestDrop(
          from,
          to,
          `${formatShare(drop.from.retention)}%`,
          `${formatShare(drop.to.retention)}%`,
        )}
      </Typography.Text>
      {t.largestDropSeparator}
      {t.largestDropDetail(formatShare(drop.points), `${formatShare(drop.lostPercent)}%`, from)}
    </Typography.Paragraph>
  );
}
