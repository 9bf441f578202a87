import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingTicketSettings } from './contract/models';
import { apiPaths } from './contract/paths';
import type { ReadingTicketSettingsBody, TitleIdQuery } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

export async function getReadingTicketSettings(
  titleId: string,
  options: RequestOptions = {},
): Promise<ReadingTicketSettings> {
  const params: TitleIdQuery = { titleId };
  const { data } = await http.get<ReadingTicketSettings>(apiPaths.readingTicketSettings, {
    ...options,
    params,
  });
  return data;
}

export const readingTicketSettingsQuery = (titleId: string) =>
  queryOptions({
    queryKey: queryKeys.titles.readingTicketSettings(titleId),
    queryFn: ({ signal }) => getReadingTicketSettings(titleId, { signal }),
    staleTime: STALE_TIMES.readingTicketSettings,
  });

export async function putReadingTicketSettings(
  body: ReadingTicketSettingsBody,
): Promise<ReadingTicketSettings> {
  const { data } = await http.put<ReadingTicketSettings>(apiPaths.readingTicketSettings, body);
  return data;
}

/** Saves which chapters take tickets; the answered settings are the cache (no refetch). */
export function usePutReadingTicketSettings(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: putReadingTicketSettings,
    onSuccess: (settings, { titleId }) => {
      queryClient.setQueryData(queryKeys.titles.readingTicketSettings(titleId), settings);
    },
  });
}
