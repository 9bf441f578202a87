import { codePointOf, controlCharactersIn } from '@creator/api/contract';
import { useCallback } from 'react';
import { useUiMessages } from '../messages';

/**
 * Words the contract's refusals of a text's characters (rules.ts plainTextProblem and
 * optionalTextProblem), the same in every form: the control characters it holds, named by code
 * point since they cannot be seen, or a line break in a text of one line. Any other problem (too
 * long, required) is the form's to word, so it answers null for those. The text itself is never
 * changed: the author removes what is named.
 */
export function useCharacterMessage(): (problem: string | null, text: string) => string | null {
  const messages = useUiMessages();
  return useCallback(
    (problem: string | null, text: string) => {
      if (problem === 'lineBreaks') return messages.textLineBreaks;
      if (problem !== 'controlCharacters') return null;
      const codes = controlCharactersIn(text.trim()).map(codePointOf);
      return messages.textControlCharacters(codes.join(messages.listSeparator));
    },
    [messages],
  );
}
