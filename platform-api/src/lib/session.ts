import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import type { AppDeps, AppEnv, MemberRow } from '../context';
import { forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'creator_session';
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function memberForRequest(deps: AppDeps, c: Context<AppEnv>): MemberRow | null {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const row = deps.db
    .prepare(
      `SELECT m.* FROM sessions s JOIN members m ON m.member_id = s.member_id WHERE s.token = ?`,
    )
    .get(token) as MemberRow | undefined;
  return row ?? null;
}

export function startSession(deps: AppDeps, c: Context, memberId: string): void {
  const token = randomBytes(32).toString('hex');
  deps.db
    .prepare('INSERT INTO sessions (token, member_id, created_at) VALUES (?, ?, ?)')
    .run(token, memberId, deps.now().toISOString());
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: SESSION_MAX_AGE_S,
  });
}

/** Forgets the request's session; `clearCookie` false when a new cookie replaces it anyway. */
export function endSession(deps: AppDeps, c: Context, clearCookie = true): void {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) deps.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
  if (clearCookie) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}

/** Any signed-in member, whatever the status (the portal's gates need to see all of them). */
export function requireMember(c: Context<AppEnv>): MemberRow {
  const member = c.get('member');
  if (!member) throw unauthorized();
  return member;
}

/** A signed-in member allowed to act as a creator: status VALID. */
export function requireCreator(c: Context<AppEnv>): MemberRow {
  const member = requireMember(c);
  if (member.latest_status !== 'VALID') {
    throw forbidden(`member status ${member.latest_status} may not use the creator API`);
  }
  return member;
}
