import { contestQuery, genresQuery } from '@creator/api';
import type { Contest } from '@creator/api/contract';
import type { ScreenProps } from '@creator/remote-kit';
import {
  LinkButton,
  PageFrame,
  QueryState,
  formatDateTime,
  formatNumber,
  hrefs,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { ContestBanner } from '../../shared/contest-banner';
import { entryPeriod } from '../../shared/contest-dates';
import { ContestStatusTag } from '../../shared/contest-status';
import { EntryPanel } from './entry-panel';
import { useContestMessages } from './messages';

/** An unknown contestId is answered 404 'not found': the portal shows its 404 screen. */
export default function ContestPage({ params }: ScreenProps<'contest'>) {
  const t = useContestMessages();
  const contest = useQuery(contestQuery(params.contestId));
  const genres = useQuery(genresQuery());
  const genreNames = (ids: string[]) => {
    const names = new Map(genres.data?.genres.map((g) => [g.genreId, g.displayName]));
    return ids.map((id) => names.get(id) ?? id).join('、');
  };

  return (
    <PageFrame
      title={contest.data?.displayName ?? t.pageTitle}
      extra={<LinkButton to={hrefs.contests()}>{t.allContests}</LinkButton>}
    >
      <QueryState query={contest}>
        {(data) => (
          <Flex vertical gap={24}>
            <ContestBanner url={data.bannerUrl} />
            <ContestFacts contest={data} genres={genreNames(data.genreIds)} />
            <section aria-labelledby="contest-prizes">
              <Typography.Title level={2} id="contest-prizes" style={{ fontSize: 18 }}>
                {t.prizes}
              </Typography.Title>
              <Prizes contest={data} />
            </section>
            <section aria-labelledby="contest-rules">
              <Typography.Title level={2} id="contest-rules" style={{ fontSize: 18 }}>
                {t.rules}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {data.rules}
              </Typography.Paragraph>
            </section>
            <section aria-labelledby="contest-entry">
              <Card>
                <Typography.Title level={2} id="contest-entry" style={{ fontSize: 18 }}>
                  {t.myEntry}
                </Typography.Title>
                <EntryPanel contest={data} genreNames={genreNames(data.genreIds)} />
              </Card>
            </section>
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}

function ContestFacts({ contest, genres }: { contest: Contest; genres: string }) {
  const t = useContestMessages();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'status', label: t.status, children: <ContestStatusTag status={contest.status} /> },
        { key: 'theme', label: t.theme, children: contest.theme },
        { key: 'period', label: t.entryPeriod, children: entryPeriod(contest) },
        { key: 'results', label: t.resultsAt, children: formatDateTime(contest.resultsAt) },
        {
          key: 'length',
          label: t.lengthRule,
          children:
            contest.minWords > 0 ? t.minWords(formatNumber(contest.minWords)) : t.noMinWords,
        },
        {
          key: 'synopsis',
          label: t.synopsisRule,
          children: contest.synopsisRequired ? t.synopsisRequired : t.synopsisOptional,
        },
        {
          key: 'genres',
          label: t.genres,
          children: contest.genreIds.length > 0 ? genres : t.anyGenre,
        },
      ]}
    />
  );
}

function Prizes({ contest }: { contest: Contest }) {
  const t = useContestMessages();
  if (contest.prizes.length === 0) return <Typography.Text>{t.noPrizes}</Typography.Text>;
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '8px 16px',
        margin: 0,
      }}
    >
      {contest.prizes.map((prize) => (
        <div key={prize.rank} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{prize.rank}</dt>
          <dd style={{ margin: 0 }}>{prize.reward}</dd>
        </div>
      ))}
    </dl>
  );
}
