import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Chapter, ChapterList, Ok } from './contract/models';
import { apiPaths } from './contract/paths';
import type {
  ChapterNameBody,
  ChapterOrderBody,
  CreateChapterBody,
  UpdateChapterBody,
} from './contract/schemas';
import { http, writeConfig } from './http';
import type { RequestOptions, WriteOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import type { MutationDisplay } from './query-client';

/** The chapters and collections of one work. */
export async function getTitleChapters(
  titleId: string,
  options: RequestOptions = {},
): Promise<ChapterList> {
  const { data } = await http.get<ChapterList>(apiPaths.titleChapters(titleId), options);
  return data;
}

export const titleChaptersQuery = (titleId: string) =>
  queryOptions({
    queryKey: queryKeys.titles.chapters(titleId),
    queryFn: ({ signal }) => getTitleChapters(titleId, { signal }),
    staleTime: STALE_TIMES.chapters,
  });

export async function getChapter(
  chapterId: string,
  options: RequestOptions = {},
): Promise<Chapter> {
  const { data } = await http.get<Chapter>(apiPaths.chapter(chapterId), options);
  return data;
}

export const chapterQuery = (chapterId: string) =>
  queryOptions({
    queryKey: queryKeys.chapters.detail(chapterId),
    queryFn: ({ signal }) => getChapter(chapterId, { signal }),
    staleTime: STALE_TIMES.chapters,
  });

/**
 * Saves a chapter. A stale baseVersion answers 409 (someone saved it elsewhere), so a plain
 * repeat of a save that did go through would be refused: with a key it gets the first answer.
 */
export async function putChapter(
  chapterId: string,
  body: UpdateChapterBody,
  options: WriteOptions = {},
): Promise<Chapter> {
  const { data } = await http.put<Chapter>(apiPaths.chapter(chapterId), body, writeConfig(options));
  return data;
}

/** Renames a chapter; answers the whole chapter with its new version. */
export async function renameChapter(chapterId: string, body: ChapterNameBody): Promise<Chapter> {
  const { data } = await http.put<Chapter>(apiPaths.chapterName(chapterId), body);
  return data;
}

export async function deleteCollection(
  collectionId: string,
  options: WriteOptions = {},
): Promise<Ok> {
  const { data } = await http.delete<Ok>(apiPaths.collection(collectionId), writeConfig(options));
  return data;
}

/**
 * Saves a chapter; the saved chapter (with its new version) replaces the cached one. Its name,
 * price, state and length show in the work's lists and counts, which are marked stale.
 */
export function usePutChapter(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      chapterId,
      body,
      idempotencyKey,
    }: { chapterId: string; body: UpdateChapterBody } & WriteOptions) =>
      putChapter(chapterId, body, { idempotencyKey }),
    onSuccess: (chapter, { chapterId }) => {
      queryClient.setQueryData(queryKeys.chapters.detail(chapterId), chapter);
      return invalidateChaptersOf(queryClient, chapter.titleId);
    },
  });
}

/** Renames a chapter; the answered chapter replaces the cached one, the work's list is stale. */
export function useRenameChapter(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ chapterId, body }: { chapterId: string; body: ChapterNameBody }) =>
      renameChapter(chapterId, body),
    onSuccess: (chapter, { chapterId }) => {
      queryClient.setQueryData(queryKeys.chapters.detail(chapterId), chapter);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.titles.chapters(chapter.titleId),
      });
    },
  });
}

/** Deletes a collection (its chapters stay); the work's chapter list is refetched. */
export function useDeleteCollection(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      collectionId,
      idempotencyKey,
    }: { collectionId: string; titleId: string } & WriteOptions) =>
      deleteCollection(collectionId, { idempotencyKey }),
    onSuccess: (_data, { titleId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.titles.chapters(titleId) }),
  });
}

/**
 * Our addition: a new chapter (a free draft, last in the work). Answers the whole chapter. With a
 * key, a retry after a lost answer gets the same chapter, not a second.
 */
export async function createChapter(
  titleId: string,
  body: CreateChapterBody,
  options: WriteOptions = {},
): Promise<Chapter> {
  const { data } = await http.post<Chapter>(
    apiPaths.titleChapters(titleId),
    body,
    writeConfig(options),
  );
  return data;
}

/** Our addition: the new order of every chapter of a work. Answers the reordered list. */
export async function putChapterOrder(
  titleId: string,
  body: ChapterOrderBody,
): Promise<ChapterList> {
  const { data } = await http.put<ChapterList>(apiPaths.chapterOrder(titleId), body);
  return data;
}

/** Our addition: removes one chapter. With a key, a retry after a lost answer gets ok, not 404. */
export async function deleteChapter(chapterId: string, options: WriteOptions = {}): Promise<Ok> {
  const { data } = await http.delete<Ok>(apiPaths.chapter(chapterId), writeConfig(options));
  return data;
}

/**
 * What counts a work's chapters: its list, its ticket settings, the works list and the home
 * overview (chapters and total words).
 */
function invalidateChaptersOf(queryClient: QueryClient, titleId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.myOverview() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.titles.chapters(titleId) }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.titles.readingTicketSettings(titleId),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.titles.stats() }),
  ]);
}

/** Creates a chapter; the new chapter is cached so the editor opens without a refetch. */
export function useCreateChapter(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      titleId,
      body,
      idempotencyKey,
    }: { titleId: string; body: CreateChapterBody } & WriteOptions) =>
      createChapter(titleId, body, { idempotencyKey }),
    onSuccess: (chapter, { titleId }) => {
      queryClient.setQueryData(queryKeys.chapters.detail(chapter.chapterId), chapter);
      return invalidateChaptersOf(queryClient, titleId);
    },
  });
}

/** Saves a new chapter order; the answered list replaces the cached one. */
export function usePutChapterOrder(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({ titleId, body }: { titleId: string; body: ChapterOrderBody }) =>
      putChapterOrder(titleId, body),
    onSuccess: (list, { titleId }) => {
      queryClient.setQueryData(queryKeys.titles.chapters(titleId), list);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.titles.readingTicketSettings(titleId),
      });
    },
  });
}

/** Deletes a chapter; its cached copy is dropped (a refetch would answer 404). */
export function useDeleteChapter(display?: MutationDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: display,
    mutationFn: ({
      chapterId,
      idempotencyKey,
    }: { chapterId: string; titleId: string } & WriteOptions) =>
      deleteChapter(chapterId, { idempotencyKey }),
    onSuccess: (_data, { chapterId, titleId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.chapters.detail(chapterId) });
      return invalidateChaptersOf(queryClient, titleId);
    },
  });
}
