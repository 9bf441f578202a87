import type { VerifiedAuthorApplyBody } from '@creator/api/contract';
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
