import { useSearchParams } from 'react-router-dom';

/**
 * The id a works screen is about, from its query string (`?titleId=` or `?chapterId=`), trimmed;
 * null when it is missing or blank, so the screen can say so instead of calling the API.
 */
export function useIdParam(name: 'titleId' | 'chapterId'): string | null {
  const [params] = useSearchParams();
  const value = params.get(name)?.trim();
  return value ? value : null;
}
