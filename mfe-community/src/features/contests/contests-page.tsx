import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import { contestsQuery } from '@creator/api';
import type { ContestSummary } from '@creator/api/contract';
import { EmptyState, PageFrame, QueryState, formatDateTime, hrefs, useWorkName } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ContestBanner } from '../../shared/contest-banner';
import { entryPeriod } from '../../shared/contest-dates';
import { ContestStatusTag, useContestStatusMessages } from '../../shared/contest-status';
import {
  STATUS_FILTERS,
  matchesFilter,
  orderContests,
  parseStatusFilter,
  type StatusFilter,
} from './contest-order';
import { useContestsMessages } from './messages';

export default function ContestsPage() {
  const t = useContestsMessages();
  const statusLabels = useContestStatusMessages();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filter = parseStatusFilter(search.get('status'));
  const contests = useQuery(contestsQuery());
  const setFilter = (next: StatusFilter | null) => navigate(hrefs.contests({ status: next }));

  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label={t.filterLabel}
          optionType="button"
          value={filter ?? 'all'}
          onChange={(event) => setFilter(parseStatusFilter(event.target.value as string))}
          options={[
            { value: 'all', label: t.all },
            ...STATUS_FILTERS.map((value) => ({
              value,
              label: statusLabels[value.toUpperCase() as keyof typeof statusLabels],
            })),
          ]}
        />
        <QueryState
          query={contests}
          isEmpty={(data) => data.contests.length === 0}
          empty={<EmptyState title={t.emptyTitle} hint={t.emptyHint} />}
        >
          {(data) => (
            <ContestGrid
              contests={data.contests}
              filter={filter}
              onShowAll={() => setFilter(null)}
            />
          )}
        </QueryState>
      </Flex>
    </PageFrame>
  );
}

function ContestGrid({
  contests,
  filter,
  onShowAll,
}: {
  contests: ContestSummary[];
  filter: StatusFilter | null;
  onShowAll: () => void;
}) {
  const t = useContestsMessages();
  const shown = useMemo(
    () => orderContests(contests).filter((contest) => matchesFilter(contest, filter)),
    [contests, filter],
  );
  if (shown.length === 0) {
    return (
      <EmptyState
        title={t.emptyFilteredTitle}
        hint={t.emptyFilteredHint}
        action={<Button onClick={onShowAll}>{t.showAll}</Button>}
      />
    );
  }
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        gap: 16,
      }}
    >
      {shown.map((contest) => (
        <li key={contest.contestId}>
          <ContestCard contest={contest} />
        </li>
      ))}
    </ul>
  );
}

function ContestCard({ contest }: { contest: ContestSummary }) {
  const t = useContestsMessages();
  // An entry outlives its work: a deleted one is named as it was, marked deleted.
  const workName = useWorkName();
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      cover={<ContestBanner url={contest.bannerUrl} />}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          <Link to={hrefs.contest({ contestId: contest.contestId })}>{contest.displayName}</Link>
        </Typography.Title>
        <ContestStatusTag status={contest.status} />
      </Flex>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 4 }}>
        <dt style={{ fontWeight: 600 }}>{t.entryPeriod}</dt>
        <dd style={{ margin: 0 }}>{entryPeriod(contest)}</dd>
        <dt style={{ fontWeight: 600 }}>{t.resultsAt}</dt>
        <dd style={{ margin: 0 }}>{formatDateTime(contest.resultsAt)}</dd>
      </dl>
      {contest.status === 'UPCOMING' && (
        <Typography.Text>{t.opensAt(formatDateTime(contest.entryStartAt))}</Typography.Text>
      )}
      {contest.myEntry && (
        <div>
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t.entered(workName(contest.myEntry) ?? '')}
          </Tag>
        </div>
      )}
    </Card>
  );
}
