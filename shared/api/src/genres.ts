import { queryOptions } from '@tanstack/react-query';
import type { GenreList } from './contract/models';
import { apiPaths } from './contract/paths';
import { http } from './http';
import type { RequestOptions } from './http';
import { GENRES_GC_TIME, STALE_TIMES, queryKeys } from './keys';

export async function getGenres(options: RequestOptions = {}): Promise<GenreList> {
  const { data } = await http.get<GenreList>(apiPaths.genres, options);
  return data;
}

export const genresQuery = () =>
  queryOptions({
    queryKey: queryKeys.genres(),
    queryFn: ({ signal }) => getGenres({ signal }),
    staleTime: STALE_TIMES.genres,
    gcTime: GENRES_GC_TIME,
  });
