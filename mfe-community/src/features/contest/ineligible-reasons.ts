import type { Contest, ContestEligibility, ContestIneligibleReason } from '@creator/api/contract';
import { formatNumber } from '@creator/ui';
import type { useIneligibleMessages } from './messages';

type IneligibleMessages = ReturnType<typeof useIneligibleMessages>;

interface ReasonContext {
  verdict: ContestEligibility;
  minWords: number;
  genreNames: string;
  t: IneligibleMessages;
}

/** One sentence per reason of the contract: adding a reason there fails to compile here. */
const SENTENCES: Record<ContestIneligibleReason, (context: ReasonContext) => string> = {
  NOT_LISTED: ({ t }) => t.NOT_LISTED,
  GENRE_MISMATCH: ({ t, genreNames }) => t.GENRE_MISMATCH(genreNames),
  TOO_FEW_WORDS: ({ t, verdict, minWords }) =>
    t.TOO_FEW_WORDS(formatNumber(verdict.wordCount), formatNumber(minWords)),
  SYNOPSIS_MISSING: ({ t }) => t.SYNOPSIS_MISSING,
};

/**
 * Why a work cannot enter, one sentence per reason the server gave. A reason this build does not
 * know (a newer server) still says that the work cannot enter.
 */
export function ineligibleSentences(
  verdict: ContestEligibility,
  contest: Pick<Contest, 'minWords'>,
  genreNames: string,
  t: IneligibleMessages,
): string[] {
  const context = { verdict, minWords: contest.minWords, genreNames, t };
  return verdict.reasons.map((reason) => {
    const sentence = Object.hasOwn(SENTENCES, reason) ? SENTENCES[reason] : undefined;
    return sentence ? sentence(context) : t.unknown;
  });
}
