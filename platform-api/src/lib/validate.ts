import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';
import { aboutField, message, type Message } from './i18n';
import { MESSAGES } from './messages';

type Issue = z.core.$ZodIssue;

/** Formats of the fields checked by a pattern, by field name. */
const PATTERN_MESSAGES: Record<string, Message> = {
  phone: MESSAGES.phoneDigits,
  bankCode: MESSAGES.digits('3'),
  branchCode: MESSAGES.digits('4'),
  accountNumber: message('必須是 10 到 16 位數字', 'must be 10 to 16 digits'),
  month: MESSAGES.notMonth,
  startMonth: MESSAGES.notMonth,
  endMonth: MESSAGES.notMonth,
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What is wrong, without the field: the text that follows "field: ". */
function problem(issue: Issue, input: unknown): Message {
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return MESSAGES.required;
      return issue.expected === 'int' ? MESSAGES.notInteger : MESSAGES.wrongType(issue.expected);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? MESSAGES.empty : MESSAGES.tooShortText(min);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooFewItems(min);
      return MESSAGES.tooSmall(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return MESSAGES.tooLongText(max);
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooManyItems(max);
      return MESSAGES.tooBig(max);
    }
    case 'invalid_format':
      if (issue.format === 'email') return MESSAGES.notEmail;
      if (issue.format === 'url') return MESSAGES.notWebLink;
      if (issue.format === 'datetime') return MESSAGES.notDateTime;
      if (issue.format === 'date') return MESSAGES.notDate;
      return PATTERN_MESSAGES[field] ?? MESSAGES.badFormat;
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true) return MESSAGES.mustBeTrue;
      return MESSAGES.notOneOf(issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return MESSAGES.unknownField(issue.keys.join(', '));
    case 'custom': {
      const params = (issue.params ?? {}) as { rule?: string; max?: number };
      if (params.rule === 'required') return MESSAGES.empty;
      if (params.rule === 'tooLong') return MESSAGES.tooLongText(Number(params.max));
      if (params.rule === 'webLink') return MESSAGES.notWebLink;
      if (params.rule === 'rangeOrder') return MESSAGES.rangeOrder;
      if (params.rule === 'unknownBank') return MESSAGES.unknownBank;
      if (params.rule === 'notWithSavedAccount') return MESSAGES.notWithSavedAccount;
      if (params.rule === 'controlCharacters') return MESSAGES.controlCharacters;
      if (params.rule === 'invisibleCharacters') return MESSAGES.invisibleCharacters;
      if (params.rule === 'payeeCharacters') return MESSAGES.payeeCharacters;
      if (params.rule === 'notWithPublishTime') return MESSAGES.notWithPublishTime;
      if (params.rule === 'lineBreaks') return MESSAGES.lineBreaks;
      if (params.rule === 'email') return MESSAGES.notEmail;
      return MESSAGES.invalid;
    }
    default:
      return MESSAGES.invalid;
  }
}

/** Every issue as a message in both languages, each naming its field. */
function describeIssues(error: z.ZodError, input: unknown): Message {
  const parts = error.issues.map((issue) => {
    const text = problem(issue, input);
    const path = issue.path.map(String).join('.');
    return path ? aboutField(path, text) : text;
  });
  return message(parts.map((p) => p['zh-TW']).join('；'), parts.map((p) => p.en).join('; '));
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error, input));
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(MESSAGES.bodyNotJson);
  }
  return parse(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query());
}

/**
 * A form body (urlencoded or multipart). A malformed one (a broken multipart boundary, say) is the
 * client's mistake: 400, not a crash.
 */
export async function parseForm(c: Context): Promise<Record<string, string | File>> {
  try {
    const form = await c.req.parseBody();
    return form as Record<string, string | File>;
  } catch {
    throw badRequest(MESSAGES.formMalformed);
  }
}
