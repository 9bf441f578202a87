import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementList } from './contract/models';
import { apiPaths } from './contract/paths';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';

export async function getAnnouncements(options: RequestOptions = {}): Promise<AnnouncementList> {
  const { data } = await http.get<AnnouncementList>(apiPaths.announcements, options);
  return data;
}

export const announcementsQuery = () =>
  queryOptions({
    queryKey: queryKeys.announcements.list(),
    queryFn: ({ signal }) => getAnnouncements({ signal }),
    staleTime: STALE_TIMES.announcements,
  });
