/**
 * Request schemas. platform-api validates every body and query with them; the portal sends
 * bodies of the inferred types, so the two cannot drift. Kept out of the package's main entry so
 * that browsers never download zod.
 */
import { z } from 'zod';
import { SELECTION_TYPES, SERIAL_STATUSES, SORT_ORDERS, TARGET_AUDIENCES } from './enums';
import {
  APPLICATION_LINKS_MAX,
  APPLICATION_LINKS_MIN,
  APPLICATION_STATEMENT_MAX,
  AUTHOR_NOTE_MAX,
  CHAPTER_CONTENT_MAX,
  CHAPTER_NAME_MAX,
  CHAPTER_PRICE_MAX,
  COMMENT_REPLY_MAX,
  COMMENT_REPORT_REASON_MAX,
  GENRES_MAX,
  GENRES_MIN,
  PEN_NAME_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  TITLE_INTRO_MAX,
  TITLE_NAME_MAX,
  TITLE_SYNOPSIS_MAX,
  TITLE_TAGS_MAX,
  TITLE_TAG_MAX,
} from './limits';
import {
  ACCOUNT_NUMBER_PATTERN,
  BANK_CODE_PATTERN,
  BRANCH_CODE_PATTERN,
  PAYEE_NAME_MAX,
  isBankCode,
  payeeNameProblem,
} from './bank-account';
import {
  authorNoteProblem,
  introProblem,
  isEmail,
  isWebLink,
  penNameProblem,
  plainTextProblem,
  realNameProblem,
  replyProblem,
  reportReasonProblem,
  statementProblem,
  synopsisProblem,
  tagProblem,
} from './rules';

/**
 * Problems a schema reports as custom issues (`params.rule`, with `params.max` where it applies).
 * platform-api turns every issue into a message in the request's language that names the field;
 * the schemas carry no message text of their own.
 */
export type SchemaRule =
  | 'required'
  | 'tooLong'
  | 'webLink'
  | 'rangeOrder'
  | 'unknownBank'
  | 'notWithSavedAccount'
  | 'controlCharacters'
  | 'invisibleCharacters'
  | 'payeeCharacters'
  | 'notWithPublishTime'
  | 'lineBreaks'
  | 'email';

/** Text trimmed, then checked by a rule both sides call (rules.ts); `max` goes in its message. */
const checkedText = (problemOf: (value: string) => SchemaRule | null, max: number) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: 'custom', params: { rule: problem, max }, input: value });
    });

/**
 * A name as both sides count it (rules.ts): trimmed, not blank, at most `max` characters, one
 * line without control characters.
 */
const name = (max: number) => checkedText((value) => plainTextProblem(value, max, 'one'), max);

const titleName = name(TITLE_NAME_MAX);
const chapterName = name(CHAPTER_NAME_MAX);

const genreIds = z.array(z.string().min(1)).min(GENRES_MIN).max(GENRES_MAX);

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();

export const createTitleBody = z.object({ displayName: titleName, genreIds });
export type CreateTitleBody = z.input<typeof createTitleBody>;

export const updateTitleBody = z
  .object({
    displayName: titleName,
    genreIds,
    intro: checkedText(introProblem, TITLE_INTRO_MAX),
    synopsis: checkedText(synopsisProblem, TITLE_SYNOPSIS_MAX),
    tags: z.array(checkedText(tagProblem, TITLE_TAG_MAX)).max(TITLE_TAGS_MAX),
    serialStatus: z.enum(SERIAL_STATUSES),
  })
  .partial();
export type UpdateTitleBody = z.input<typeof updateTitleBody>;

/**
 * "Now" is the server's clock, never the author's: a clock ahead would schedule what the author
 * published, one behind would be refused as past. So publishing now sends `publishNow: true`
 * (our addition) instead of a time; a time is a schedule. Exactly one of the two is given.
 */
const publishTimeOrNow = <T extends Record<string, unknown>>(
  body: T,
  timeField: keyof T & string,
  ctx: z.RefinementCtx,
) => {
  const time = body[timeField] !== undefined && body[timeField] !== null;
  if (body.publishNow && time) {
    ctx.addIssue({ code: 'custom', path: ['publishNow'], params: { rule: 'notWithPublishTime' } });
  }
  return time || body.publishNow === true;
};

export const publishTitleBody = z
  .object({
    /** When the work is listed. */
    listingFrom: isoDateTime.optional(),
    /** Our addition: list the work now, by the server's clock. */
    publishNow: z.literal(true).optional(),
  })
  .superRefine((body, ctx) => {
    if (!publishTimeOrNow(body, 'listingFrom', ctx)) {
      ctx.addIssue({ code: 'custom', path: ['listingFrom'], params: { rule: 'required' } });
    }
  });
/** A time to list the work at, or now. */
export type PublishTitleBody = { listingFrom: string } | { publishNow: true };

export const targetAudienceBody = z.object({
  titleId: z.string().min(1),
  targetAudience: z.enum(TARGET_AUDIENCES),
});
export type TargetAudienceBody = z.input<typeof targetAudienceBody>;

export const agreeCreatorTermsBody = z.object({ agreed: z.literal(true) });
export type AgreeCreatorTermsBody = z.input<typeof agreeCreatorTermsBody>;

/** Only http(s) links with a host: never javascript:, data:, vbscript: or file: (rules.ts). */
const webLink = z.string().refine(isWebLink, { params: { rule: 'webLink' } });

export const verifiedAuthorApplyBody = z.object({
  penName: checkedText(penNameProblem, PEN_NAME_MAX),
  realName: checkedText(realNameProblem, REAL_NAME_MAX),
  /** The same rule as the form's (rules.ts isEmail), trimmed. */
  email: z
    .string()
    .trim()
    .refine(isEmail, { params: { rule: 'email' } }),
  phone: z.string().regex(PHONE_PATTERN),
  links: z.array(webLink).min(APPLICATION_LINKS_MIN).max(APPLICATION_LINKS_MAX),
  statement: checkedText(statementProblem, APPLICATION_STATEMENT_MAX),
  consent: z.literal(true),
});
export type VerifiedAuthorApplyBody = z.input<typeof verifiedAuthorApplyBody>;

export const titleIdQuery = z.object({ titleId: z.string().min(1) });
export type TitleIdQuery = z.input<typeof titleIdQuery>;

export const readingTicketSettingsBody = z.object({
  titleId: z.string().min(1),
  selectionType: z.enum(SELECTION_TYPES),
  /** The chapters that accept tickets; ignored (all paid chapters) when selectionType is ALL. */
  chapterIds: z.array(z.string().min(1)),
});
export type ReadingTicketSettingsBody = z.input<typeof readingTicketSettingsBody>;

export const pageQuery = z.object({
  current: z.coerce.number<number>().int().min(1).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type PageQuery = z.input<typeof pageQuery>;

export const receivedGiftsQuery = pageQuery.extend({
  orderByCreatedAt: z.enum(SORT_ORDERS).default('DESC'),
});
export type ReceivedGiftsQuery = z.input<typeof receivedGiftsQuery>;

/** The bank account fields of a withdrawal to an account typed in the form. */
const BANK_ACCOUNT_FIELDS = ['payeeName', 'bankCode', 'branchCode', 'accountNumber'] as const;

export const createWithdrawalBody = z
  .object({
    /** Client-made id: the same request sent twice makes one withdrawal. */
    requestId: z.string().min(8).max(64),
    amount: z.number().int().positive(),
    /**
     * true: pay into the account saved with my last withdrawal, which the server keeps; the four
     * account fields are then left out, so a number the author never retyped is never sent.
     */
    useSavedAccount: z.literal(true).optional(),
    payeeName: checkedText(payeeNameProblem, PAYEE_NAME_MAX).optional(),
    bankCode: z
      .string()
      .regex(BANK_CODE_PATTERN)
      // Only a well-formed code is looked up, so a malformed one gets one message.
      .refine((code) => !BANK_CODE_PATTERN.test(code) || isBankCode(code), {
        params: { rule: 'unknownBank' },
      })
      .optional(),
    branchCode: z.string().regex(BRANCH_CODE_PATTERN).optional(),
    accountNumber: z.string().regex(ACCOUNT_NUMBER_PATTERN).optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of BANK_ACCOUNT_FIELDS) {
      const given = body[field] !== undefined;
      if (body.useSavedAccount && given) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          params: { rule: 'notWithSavedAccount' },
        });
      } else if (!body.useSavedAccount && !given) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          params: { rule: 'required' },
        });
      }
    }
  });

/** A withdrawal either to the saved account or to an account given in full. */
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBody> &
  (
    | { useSavedAccount: true }
    | { payeeName: string; bankCode: string; branchCode: string; accountNumber: string }
  );

export const dateRangeQuery = z
  .object({ startDate: isoDate, endDate: isoDate })
  .refine((q) => q.startDate <= q.endDate, { params: { rule: 'rangeOrder' } });
export type DateRangeQuery = z.input<typeof dateRangeQuery>;

/** YYYY-MM with a month from 01 to 12. */
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const revenueReportQuery = z.object({
  startMonth: yearMonth.optional(),
  endMonth: yearMonth.optional(),
});
export type RevenueReportQuery = z.input<typeof revenueReportQuery>;

export const chapterNameBody = z.object({ displayName: chapterName });
export type ChapterNameBody = z.input<typeof chapterNameBody>;

export const updateChapterBody = z
  .object({
    displayName: chapterName,
    /** Bounded as sent here; what the server keeps after cleaning is checked against the same. */
    content: z.string().max(CHAPTER_CONTENT_MAX),
    authorNote: checkedText(authorNoteProblem, AUTHOR_NOTE_MAX),
    isFree: z.boolean(),
    price: z.number().int().min(0).max(CHAPTER_PRICE_MAX),
    commentsEnabled: z.boolean(),
    /** Publish time; null keeps the chapter a draft. */
    publishAt: isoDateTime.nullable(),
    /** Our addition: publish now, by the server's clock (not with publishAt). */
    publishNow: z.literal(true),
    /** The version the author started from; a mismatch answers 409. */
    baseVersion: z.number().int().min(0),
  })
  .partial()
  .superRefine((body, ctx) => void publishTimeOrNow(body, 'publishAt', ctx));
export type UpdateChapterBody = z.input<typeof updateChapterBody>;

export const chapterTrackBody = z.object({ chapterId: z.string().min(1) });
export type ChapterTrackBody = z.input<typeof chapterTrackBody>;

export const titleTrackBody = z.object({ titleId: z.string().min(1) });
export type TitleTrackBody = z.input<typeof titleTrackBody>;

export const commentTrackBody = z.object({ commentId: z.string().min(1).optional() });
export type CommentTrackBody = z.input<typeof commentTrackBody>;

/** Our addition: a new chapter (a draft, free, at the end of the work). */
export const createChapterBody = z.object({
  displayName: chapterName,
  collectionId: z.string().min(1).nullable().optional(),
});
export type CreateChapterBody = z.input<typeof createChapterBody>;

/** Our addition: every chapter id of the work, in the new order. */
export const chapterOrderBody = z.object({
  chapterIds: z.array(z.string().min(1)).min(1),
});
export type ChapterOrderBody = z.input<typeof chapterOrderBody>;

export const contestEntryBody = z.object({
  titleId: z.string().min(1),
  /** The author confirmed the contest's rules; an entry without it is refused. */
  agreedToRules: z.literal(true),
});
export type ContestEntryBody = z.input<typeof contestEntryBody>;

export const revenueDetailsQuery = pageQuery.extend({
  month: yearMonth.optional(),
  titleId: z.string().min(1).optional(),
});
export type RevenueDetailsQuery = z.input<typeof revenueDetailsQuery>;

export const commentsQuery = pageQuery.extend({
  titleId: z.string().min(1).optional(),
  chapterId: z.string().min(1).optional(),
  /** 'true': only comments without my reply. */
  unreplied: z.enum(['true', 'false']).optional(),
});
export type CommentsQuery = z.input<typeof commentsQuery>;

/** My reply: plain text by the same rule as the portal's reply dialog (rules.ts), trimmed. */
export const commentReplyBody = z.object({ body: checkedText(replyProblem, COMMENT_REPLY_MAX) });
export type CommentReplyBody = z.input<typeof commentReplyBody>;

export const commentHiddenBody = z.object({ hidden: z.boolean() });
export type CommentHiddenBody = z.input<typeof commentHiddenBody>;

/** Why I report a comment: plain text by the same rule as the portal's report dialog, trimmed. */
export const commentReportBody = z.object({
  reason: checkedText(reportReasonProblem, COMMENT_REPORT_REASON_MAX),
});
export type CommentReportBody = z.input<typeof commentReportBody>;
