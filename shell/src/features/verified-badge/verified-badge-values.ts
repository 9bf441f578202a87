import type { VerifiedAuthorApplication, VerifiedAuthorApplyBody } from '@creator/api/contract';
import { parseLinks } from './application-rules';

/** What the application form edits; the links are one per line, as typed. */
export interface ApplicationValues {
  penName: string;
  realName: string;
  email: string;
  phone: string;
  links: string;
  statement: string;
  consent: boolean;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  penName: '',
  realName: '',
  email: '',
  phone: '',
  links: '',
  statement: '',
  consent: false,
};

/**
 * The form's starting values: after a rejection, the application as it was sent (the author fixes
 * what the reviewers named instead of typing it all again), the links one per line. Consent is
 * asked again.
 */
export const toFormValues = (previous: VerifiedAuthorApplication | null): ApplicationValues =>
  previous ? { ...previous, links: previous.links.join('\n'), consent: false } : EMPTY_APPLICATION;

/** The application as it is sent: texts trimmed, the links as a list without blank lines. */
export const toApplyBody = (values: ApplicationValues): VerifiedAuthorApplyBody => ({
  penName: values.penName.trim(),
  realName: values.realName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  links: parseLinks(values.links),
  statement: values.statement.trim(),
  consent: true,
});
