import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import type { AppDeps, AppEnv, MemberRow } from '../context';
import { creatorTermsNotAgreed, forbidden, unauthorized } from './errors';
import { MESSAGES } from './messages';

export const SESSION_COOKIE = 'creator_session';
/**
 * A session ends after 30 days without use, on the server as in the cookie: a stolen or forgotten
 * cookie stops working even if a client keeps it longer. Each use slides the window.
 */
const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Recording a use costs a write: once an hour is precise enough for a 30-day window. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;

const setSessionCookie = (c: Context, token: string) =>
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: SESSION_IDLE_MS / 1000,
  });

export function memberForRequest(deps: AppDeps, c: Context<AppEnv>): MemberRow | null {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const row = deps.db
    .prepare(
      `SELECT m.*, s.last_seen_at AS session_seen_at FROM sessions s
       JOIN members m ON m.member_id = s.member_id WHERE s.token = ?`,
    )
    .get(token) as (MemberRow & { session_seen_at: string }) | undefined;
  if (!row) return null;
  const { session_seen_at: seenAt, ...member } = row;
  const now = deps.now();
  const idle = now.getTime() - Date.parse(seenAt);
  if (idle > SESSION_IDLE_MS) {
    deps.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return null;
  }
  if (idle > SESSION_TOUCH_MS) {
    deps.db
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token = ?')
      .run(now.toISOString(), token);
    setSessionCookie(c, token);
  }
  return member;
}

export function startSession(deps: AppDeps, c: Context, memberId: string): void {
  const token = randomBytes(32).toString('hex');
  const now = deps.now().toISOString();
  deps.db
    .prepare(
      'INSERT INTO sessions (token, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
    )
    .run(token, memberId, now, now);
  setSessionCookie(c, token);
}

/** Forgets the request's session; `clearCookie` false when a new cookie replaces it anyway. */
export function endSession(deps: AppDeps, c: Context, clearCookie = true): void {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  deps.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
  if (clearCookie) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
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
