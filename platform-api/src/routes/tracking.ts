import type { Hono } from 'hono';
import type { Ok } from '@creator/api/contract';
import { chapterTrackBody, commentTrackBody, titleTrackBody } from '@creator/api/schemas';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { requireCreator } from '../lib/session';
import { parseBody } from '../lib/validate';

/** The tracking-only calls: the platform records them server side and answers {ok: true}. */
const TRACK_PATHS: readonly [string, z.ZodType][] = [
  ['/v2/comment/create/trackEventOnly', commentTrackBody],
  ['/v2/chapter/saved/trackEventOnly', chapterTrackBody],
  ['/v2/chapter/created/trackEventOnly', chapterTrackBody],
  ['/v2/chapter/published/trackEventOnly', chapterTrackBody],
  ['/v2/title/published/trackEventOnly', titleTrackBody],
];

export interface TrackCall {
  path: string;
  memberId: string;
  body: unknown;
  createdAt: string;
}

export function registerTrackingRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  for (const [path, schema] of TRACK_PATHS) {
    app.post(path, async (c) => {
      const member = requireCreator(c);
      const body = await parseBody(c, schema);
      deps.db
        .prepare(
          'INSERT INTO track_calls (path, member_id, body_json, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(path, member.member_id, JSON.stringify(body), deps.now().toISOString());
      return c.json<Ok>({ ok: true });
    });
  }
}

export function listTrackCalls(deps: AppDeps): TrackCall[] {
  const rows = deps.db
    .prepare('SELECT path, member_id, body_json, created_at FROM track_calls ORDER BY id')
    .all() as { path: string; member_id: string; body_json: string; created_at: string }[];
  return rows.map((r) => ({
    path: r.path,
    memberId: r.member_id,
    body: JSON.parse(r.body_json) as unknown,
    createdAt: r.created_at,
  }));
}
