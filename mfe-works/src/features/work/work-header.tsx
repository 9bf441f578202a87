import type { Title } from '@creator/api/contract';
import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingState } from '../../shared/listing-state';
import { ListingStateTag } from '../../shared/listing-state-tag';
import { WorkCover } from '../../shared/work-cover';
import { useWorkMessages } from './messages';
import { hrefs } from '@creator/ui';

/** The header's cover; the height follows at 3:4. */
const COVER_WIDTH = 96;

export interface WorkHeaderProps {
  title: Title;
  listingState: ListingState;
  /** The publish / schedule / unpublish control. */
  publishControl?: ReactNode;
}

/**
 * Cover, listing state (with its time) and the links to the work's other pages. The work's name
 * is the page heading (PageFrame), so it is not repeated here.
 */
export function WorkHeader({ title, listingState, publishControl }: WorkHeaderProps) {
  const t = useWorkMessages();
  const links: Array<[string, string]> = [
    [t.workSetting, hrefs.workSetting({ titleId: title.titleId })],
    [t.readingTickets, hrefs.readingTickets({ titleId: title.titleId })],
    [t.chapterSorting, hrefs.chapterSorting({ titleId: title.titleId })],
    [t.workData, hrefs.workData({ titleId: title.titleId })],
  ];

  return (
    <Flex gap={16} align="flex-start" style={{ marginBottom: 24 }}>
      <WorkCover url={title.coverUrl} name={title.displayName} width={COVER_WIDTH} />
      <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
        <ListingStateTag state={listingState} listingFrom={title.listingFrom} />
        {publishControl}
        <nav aria-label={t.workLinks}>
          <Flex wrap gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </Flex>
        </nav>
      </Flex>
    </Flex>
  );
}
