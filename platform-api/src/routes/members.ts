import type { Hono } from 'hono';
import type { Member, Ok, VerifiedAuthorInfo } from '@creator/api/contract';
import { agreeCreatorTermsBody, verifiedAuthorApplyBody } from '@creator/api/schemas';
import type { AppDeps, AppEnv, MemberRow } from '../context';
import { badRequest, conflict } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { endSession, requireCreator, requireMember } from '../lib/session';
import { parseBody } from '../lib/validate';

function toMember(row: MemberRow): Member {
  return {
    memberId: row.member_id,
    email: row.email,
    displayName: row.display_name,
    memberKind: row.member_kind,
    latestStatus: row.latest_status,
    agreedTerms: { creator: row.agreed_creator_terms === 1 },
  };
}

interface ApplicationRow {
  status: VerifiedAuthorInfo['status'] & string;
  applied_at: string;
  reviewed_at: string | null;
  reject_reason: string | null;
  application_json: string;
}

function verifiedAuthorInfo(deps: AppDeps, memberId: string): VerifiedAuthorInfo {
  const row = deps.db
    .prepare('SELECT * FROM verified_author_applications WHERE member_id = ?')
    .get(memberId) as ApplicationRow | undefined;
  if (!row) {
    return {
      status: null,
      appliedAt: null,
      reviewedAt: null,
      rejectReason: null,
      application: null,
    };
  }
  return {
    status: row.status,
    appliedAt: row.applied_at,
    reviewedAt: row.reviewed_at,
    rejectReason: row.reject_reason,
    application: JSON.parse(row.application_json) as VerifiedAuthorInfo['application'],
  };
}

export function registerMemberRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get('/v2/members/me', (c) => c.json<Member>(toMember(requireMember(c))));

  app.post('/v2/members/me/agreeCreatorTerms', async (c) => {
    const member = requireMember(c);
    await parseBody(c, agreeCreatorTermsBody);
    db.prepare('UPDATE members SET agreed_creator_terms = 1 WHERE member_id = ?').run(
      member.member_id,
    );
    return c.json<Member>({ ...toMember(member), agreedTerms: { creator: true } });
  });

  app.post('/v2/signOut', (c) => {
    endSession(deps, c);
    return c.json<Ok>({ ok: true });
  });

  app.get('/v2/members/me/verifiedAuthor', (c) => {
    const member = requireCreator(c);
    return c.json<VerifiedAuthorInfo>(verifiedAuthorInfo(deps, member.member_id));
  });

  app.post('/v2/members/me/verifiedAuthor', async (c) => {
    const member = requireCreator(c);
    const body = await parseBody(c, verifiedAuthorApplyBody);
    const current = verifiedAuthorInfo(deps, member.member_id);
    if (current.status === 'PENDING') throw conflict(MESSAGES.applicationPending);
    if (current.status === 'VERIFIED') throw conflict(MESSAGES.alreadyVerified);
    const { consent: _consent, ...application } = body;
    db.prepare(
      `INSERT OR REPLACE INTO verified_author_applications
         (member_id, status, applied_at, reviewed_at, reject_reason, application_json)
       VALUES (?, 'PENDING', ?, NULL, NULL, ?)`,
    ).run(member.member_id, deps.now().toISOString(), JSON.stringify(application));
    return c.json<VerifiedAuthorInfo>(verifiedAuthorInfo(deps, member.member_id), 201);
  });

  app.delete('/v2/members/me/verifiedAuthor', (c) => {
    const member = requireCreator(c);
    const current = verifiedAuthorInfo(deps, member.member_id);
    if (current.status !== 'PENDING') {
      throw badRequest(MESSAGES.onlyPendingWithdrawn);
    }
    db.prepare('DELETE FROM verified_author_applications WHERE member_id = ?').run(
      member.member_id,
    );
    return c.json<VerifiedAuthorInfo>(verifiedAuthorInfo(deps, member.member_id));
  });
}
