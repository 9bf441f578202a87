import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, AppEnv, MemberRow } from '../context';
import { creatorTermsNotAgreed, forbidden, unauthorized } from './errors';
import { MESSAGES } from './messages';

export const SESSION_COOKIE = 'creator_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A session ends after 30 days without use, on the server as in the cookie: a stolen or forgotten
 * cookie stops working even if a client keeps it longer. Each use slides the window.
 */
const SESSION_IDLE_MS = 30 * DAY_MS;
/** And 90 days after sign-in however much it is used: a stolen cookie does not live forever. */
export const SESSION_LIFETIME_MS = 90 * DAY_MS;
/** Recording a use costs a write: once an hour is precise enough for a 30-day window. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;

/**
 * What the sessions table keeps of a token: its SHA-256, never the token itself, so a copy of the
 * database (a backup, a leaked file) signs nobody in. The token is 32 random bytes: a plain hash
 * is enough, there is nothing to guess.
 */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether the request reached us over https: its own URL, or the scheme a proxy in front of us
 * (which ends TLS) reports in X-Forwarded-Proto. Plain http on localhost is not.
 */
function overHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

const cookieOptions = (c: Context) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: overHttps(c) }) as const;

/** The cookie lives as long as the session may: its idle window, within its lifetime. */
const setSessionCookie = (c: Context, token: string, lifetimeLeftMs: number) =>
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: Math.floor(Math.min(SESSION_IDLE_MS, lifetimeLeftMs) / 1000),
  });

interface SessionRow {
  session_created_at: string;
  session_seen_at: string;
}

export function memberForRequest(deps: AppDeps, c: Context<AppEnv>): MemberRow | null {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const hash = sessionTokenHash(token);
  const row = deps.db
    .prepare(
      `SELECT m.*, s.created_at AS session_created_at, s.last_seen_at AS session_seen_at
       FROM sessions s JOIN members m ON m.member_id = s.member_id WHERE s.token_hash = ?`,
    )
    .get(hash) as (MemberRow & SessionRow) | undefined;
  if (!row) return null;
  const { session_created_at: createdAt, session_seen_at: seenAt, ...member } = row;
  const now = deps.now().getTime();
  const idle = now - Date.parse(seenAt);
  const lifetimeLeft = Date.parse(createdAt) + SESSION_LIFETIME_MS - now;
  if (idle > SESSION_IDLE_MS || lifetimeLeft <= 0) {
    deps.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash);
    return null;
  }
  if (idle > SESSION_TOUCH_MS) {
    deps.db
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .run(new Date(now).toISOString(), hash);
    setSessionCookie(c, token, lifetimeLeft);
  }
  return member;
}

export function startSession(deps: AppDeps, c: Context, memberId: string): void {
  const token = randomBytes(32).toString('hex');
  const now = deps.now().toISOString();
  deps.db
    .prepare(
      'INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
    )
    .run(sessionTokenHash(token), memberId, now, now);
  setSessionCookie(c, token, SESSION_LIFETIME_MS);
}

/** Forgets the request's session; `clearCookie` false when a new cookie replaces it anyway. */
export function endSession(deps: AppDeps, c: Context, clearCookie = true): void {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  deps.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sessionTokenHash(token));
  if (clearCookie) deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

/** Any signed-in member, whatever the status (the portal's gates need to see all of them). */
export function requireMember(c: Context<AppEnv>): MemberRow {
  const member = c.get('member');
  if (!member) throw unauthorized();
  return member;
}

/**
 * A signed-in member allowed to act as a creator (docs/product-rules.md, Access): agreed to the
 * creator terms (403 CreatorTermsNotAgreed, checked first, as the portal's gate does) and status
 * VALID (403 Forbidden). What the gates themselves need (me, agreeCreatorTerms, signOut) takes any
 * member.
 */
export function requireCreator(c: Context<AppEnv>): MemberRow {
  const member = requireMember(c);
  if (member.agreed_creator_terms !== 1) throw creatorTermsNotAgreed();
  if (member.latest_status !== 'VALID') {
    throw forbidden(MESSAGES.memberMayNotCreate(member.latest_status));
  }
  return member;
}
