import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { COVER_FIELD } from './contract/limits';
import type { CreatedTitle, Ok, Title, TitleStatList } from './contract/models';
import { apiPaths } from './contract/paths';
import type {
  CreateTitleBody,
  PublishTitleBody,
  TargetAudienceBody,
  UpdateTitleBody,
} from './contract/schemas';
import { http, writeConfig } from './http';
import type { RequestOptions, WriteOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

export async function getMyTitleStats(options: RequestOptions = {}): Promise<TitleStatList> {
  const { data } = await http.get<TitleStatList>(apiPaths.myTitleStats, options);
  return data;
}

export const myTitleStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.titles.stats(),
    queryFn: ({ signal }) => getMyTitleStats({ signal }),
    staleTime: STALE_TIMES.titleStats,
  });

export async function getTitle(titleId: string, options: RequestOptions = {}): Promise<Title> {
  const { data } = await http.get<Title>(apiPaths.title(titleId), options);
  return data;
}

export const titleQuery = (titleId: string) =>
  queryOptions({
    queryKey: queryKeys.titles.detail(titleId),
    queryFn: ({ signal }) => getTitle(titleId, { signal }),
    staleTime: STALE_TIMES.title,
  });

/** Creates a work. With a key, a retry after a lost answer gets the same work, not a second. */
export async function createTitle(
  body: CreateTitleBody,
  options: WriteOptions = {},
): Promise<CreatedTitle> {
  const { data } = await http.post<CreatedTitle>(apiPaths.titles, body, writeConfig(options));
  return data;
}

export async function updateTitle(titleId: string, body: UpdateTitleBody): Promise<Title> {
  const { data } = await http.put<Title>(apiPaths.title(titleId), body);
  return data;
}

/** Deletes a work. With a key, a retry after a lost answer gets ok, not 404. */
export async function deleteTitle(titleId: string, options: WriteOptions = {}): Promise<Ok> {
  const { data } = await http.delete<Ok>(apiPaths.title(titleId), writeConfig(options));
  return data;
}

export async function publishTitle(titleId: string, body: PublishTitleBody): Promise<Title> {
  const { data } = await http.post<Title>(apiPaths.publishTitle(titleId), body);
  return data;
}

export async function unpublishTitle(titleId: string): Promise<Title> {
  const { data } = await http.post<Title>(apiPaths.unpublishTitle(titleId));
  return data;
}

export interface UploadCoverOptions extends RequestOptions {
  /** Upload progress in percent (0 to 100), when the browser knows the total size. */
  onUploadProgress?: (percent: number) => void;
}

/** Sends the cover as multipart form data (field COVER_FIELD). */
export async function uploadTitleCover(
  titleId: string,
  file: Blob,
  { onUploadProgress, signal }: UploadCoverOptions = {},
): Promise<Title> {
  const form = new FormData();
  form.append(COVER_FIELD, file);
  const { data } = await http.post<Title>(apiPaths.titleCover(titleId), form, {
    signal,
    onUploadProgress: ({ loaded, total }) => {
      if (onUploadProgress && total) onUploadProgress(Math.round((loaded / total) * 100));
    },
  });
  return data;
}

export async function syncTitle(titleId: string): Promise<Title> {
  const { data } = await http.post<Title>(apiPaths.syncTitle(titleId));
  return data;
}

export async function putTargetAudience(body: TargetAudienceBody): Promise<Title> {
  const { data } = await http.put<Title>(apiPaths.targetAudience, body);
  return data;
}

/**
 * The statistics name each work and list every work the author has (the data center's per-work
 * table and export, a work's own data page): a new, renamed or published work must show there
 * at once, not when their day-long stale time runs out. Marked stale, they refetch only where on
 * screen.
 */
function invalidateStats(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.stats.all });
}

/**
 * The server answered with the work as it now is: that answer is the cache (no refetch of the
 * work). The list of works and the statistics show some of its fields, so they are marked stale;
 * they refetch only where they are on screen.
 */
function storeTitle(queryClient: QueryClient, title: Title) {
  queryClient.setQueryData(queryKeys.titles.detail(title.titleId), title);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.titles.stats() }),
    invalidateStats(queryClient),
  ]);
}

/**
 * Creates a work (`idempotencyKey` from useSubmit makes a retry safe). The answer is only the new
 * id, so the list of works, the overview counts and the statistics are refetched.
 */
export function useCreateTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ idempotencyKey, ...body }: CreateTitleBody & WriteOptions) =>
      createTitle(body, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.titles.stats() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myOverview() }),
        invalidateStats(queryClient),
      ]),
  });
}

/**
 * Deletes a work. Its cached data is dropped (not refetched: it would answer 404), so the
 * screen should leave the work's pages in its own onSuccess. Its revenue lines stay, now marked
 * deleted, and the ledger's filter offers it among the deleted works: both are asked again.
 */
export function useDeleteTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ titleId, idempotencyKey }: { titleId: string } & WriteOptions) =>
      deleteTitle(titleId, { idempotencyKey }),
    onSuccess: (_data, { titleId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.titles.detail(titleId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.titles.stats() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myOverview() }),
        invalidateStats(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.detailPages() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.revenue.deletedTitles() }),
      ]);
    },
  });
}

export function useUpdateTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ titleId, body }: { titleId: string; body: UpdateTitleBody }) =>
      updateTitle(titleId, body),
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}

export function usePublishTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ titleId, body }: { titleId: string; body: PublishTitleBody }) =>
      publishTitle(titleId, body),
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}

export function useUnpublishTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: unpublishTitle,
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}

export function useUploadTitleCover(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      titleId,
      file,
      ...options
    }: { titleId: string; file: Blob } & UploadCoverOptions) =>
      uploadTitleCover(titleId, file, options),
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}

export function useSyncTitle(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: syncTitle,
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}

export function usePutTargetAudience(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: putTargetAudience,
    onSuccess: (title) => storeTitle(queryClient, title),
  });
}
