import { hrefs } from '@creator/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMonth } from '../../lib/months';

export interface DetailFilters {
  month?: string;
  titleId?: string;
  /** 1-based; 1 is left out of the address. */
  page: number;
}

/** Lines per page of the ledger; the API allows up to 100. */
export const DETAIL_PAGE_SIZE = 20;

/** The ledger's filters and page in an address; anything malformed is ignored, not an error. */
export function readDetailFilters(params: URLSearchParams): DetailFilters {
  const month = params.get('month');
  const titleId = params.get('titleId')?.trim();
  const page = Number(params.get('page'));
  return {
    month: isMonth(month) ? month : undefined,
    titleId: titleId || undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The ledger's filters and page, read from the address so a filtered view can be bookmarked and
 * Back returns to the previous one.
 */
export function useDetailFilters(): DetailFilters & {
  /** `replace` corrects the address in place (Back skips the view it replaces). */
  go: (next: DetailFilters, options?: { replace?: boolean }) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return {
    ...readDetailFilters(params),
    go: (next, options) =>
      navigate(
        hrefs.revenueDetail({
          month: next.month,
          titleId: next.titleId,
          page: next.page > 1 ? next.page : undefined,
        }),
        options,
      ),
  };
}
