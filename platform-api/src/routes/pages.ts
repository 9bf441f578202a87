import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv, MemberRow } from '../context';
import { hasControlCharacters, safeRedirect } from '../lib/redirect';
import { endSession, startSession } from '../lib/session';
import { parseForm } from '../lib/validate';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What each demo account is for, shown on the sign-in page. */
const ACCOUNT_NOTES: Record<string, string> = {
  'demo@example.com': '示範作者：已驗證、已同意創作者條款，擁有示範作品',
  'newcomer@example.com': '新作者：尚未同意創作者條款',
  'unverified@example.com': '尚未驗證 Email（REGISTERED）',
  'invalid@example.com': '帳號已停用（INVALID）',
  'deleted@example.com': '帳號已刪除（DELETED）',
  'other@example.com': '另一位作者：擁有自己的作品（測試 403）',
  'terms-double-click@example.com': '端對端測試專用：尚未同意創作者條款',
  'throttled@example.com': '端對端測試專用：有自己的頻率限制',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, "PingFang TC", "Noto Sans TC", sans-serif; max-width: 560px;
         margin: 48px auto; padding: 0 16px; color: #1f1f1f; }
  h1 { font-size: 1.5rem; }
  form { margin: 0 0 12px; }
  button { width: 100%; text-align: left; padding: 12px 16px; border: 1px solid #d9d9d9;
           border-radius: 8px; background: #fff; font-size: 1rem; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #1677ff; }
  .note { display: block; color: #595959; font-size: .875rem; margin-top: 4px; }
  .muted { color: #595959; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * The Content-Security-Policy of these pages: no script, no fetch, no image, nothing framed or
 * framing; only their own <style> element. Their forms post here, and the answer redirects to the
 * portal (`redirect`): browsers hold that redirect to form-action too, so its origin is allowed.
 */
function pagePolicy(redirect?: string): string {
  const portal = redirect ? new URL(redirect).origin : null;
  return [
    `default-src 'none'`,
    `style-src 'unsafe-inline'`,
    `form-action ${["'self'", portal].filter(Boolean).join(' ')}`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** One of these pages, with its policy. */
function sendPage(
  c: Context,
  html: string,
  { status = 200, redirect }: { status?: ContentfulStatusCode; redirect?: string } = {},
) {
  c.header('Content-Security-Policy', pagePolicy(redirect));
  return c.html(html, status);
}

export function registerPageRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get('/signin', (c) => {
    const redirect = safeRedirect(c.req.query('redirect'), deps.defaultRedirect);
    const members = db.prepare('SELECT * FROM members ORDER BY rowid').all() as MemberRow[];
    const buttons = members
      .map(
        (m) => `<form method="post" action="/signin">
  <input type="hidden" name="email" value="${escapeHtml(m.email)}">
  <input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
  <button type="submit">以 ${escapeHtml(m.email)} 登入<span class="note">${escapeHtml(
    ACCOUNT_NOTES[m.email] ?? m.display_name,
  )}</span></button>
</form>`,
      )
      .join('\n');
    return sendPage(
      c,
      page(
        '登入（本機示範）',
        `<h1>登入創作者後台</h1>
<p class="muted">這是本機開發用的登入頁，請選擇一個示範帳號。</p>
${buttons}`,
      ),
      { redirect },
    );
  });

  app.post('/signin', async (c) => {
    const form = await parseForm(c);
    const email = typeof form['email'] === 'string' ? form['email'] : '';
    const requested = typeof form['redirect'] === 'string' ? form['redirect'] : null;
    if (requested !== null && hasControlCharacters(requested)) {
      return sendPage(
        c,
        page(
          '登入失敗',
          `<h1>登入後要前往的網址無效</h1><p>網址不能包含換行或其他控制字元。</p>
<p><a href="/signin">返回登入頁</a></p>`,
        ),
        { status: 400 },
      );
    }
    const redirect = safeRedirect(requested, deps.defaultRedirect);
    const member = db.prepare('SELECT * FROM members WHERE email = ?').get(email) as
      MemberRow | undefined;
    if (!member) {
      return sendPage(
        c,
        page('登入失敗', `<h1>找不到這個帳號</h1><p><a href="/signin">返回登入頁</a></p>`),
        { status: 400 },
      );
    }
    endSession(deps, c, false);
    startSession(deps, c, member.member_id);
    return c.redirect(redirect, 303);
  });

  app.get('/account/verify-email', (c) => {
    const redirect = safeRedirect(c.req.query('redirect'), deps.defaultRedirect);
    const member = c.get('member');
    if (!member) {
      const back = new URL(c.req.url);
      return sendPage(
        c,
        page(
          '驗證 Email',
          `<h1>驗證 Email</h1><p>請先登入。</p>
<p><a href="/signin?redirect=${encodeURIComponent(back.toString())}">前往登入</a></p>`,
        ),
      );
    }
    const body =
      member.latest_status === 'REGISTERED'
        ? `<p>帳號 ${escapeHtml(member.email)} 尚未完成 Email 驗證。</p>
<form method="post" action="/account/verify-email">
  <input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
  <button type="submit">立即驗證</button>
</form>`
        : `<p>帳號 ${escapeHtml(member.email)} 不需要驗證。</p>
<p><a href="${escapeHtml(redirect)}">返回創作者後台</a></p>`;
    return sendPage(c, page('驗證 Email', `<h1>驗證 Email</h1>${body}`), { redirect });
  });

  app.post('/account/verify-email', async (c) => {
    const form = await parseForm(c);
    const redirect = safeRedirect(
      typeof form['redirect'] === 'string' ? form['redirect'] : null,
      deps.defaultRedirect,
    );
    const member = c.get('member');
    if (!member) return c.redirect(`/signin?redirect=${encodeURIComponent(redirect)}`, 303);
    if (member.latest_status === 'REGISTERED') {
      db.prepare(`UPDATE members SET latest_status = 'VALID' WHERE member_id = ?`).run(
        member.member_id,
      );
    }
    return c.redirect(redirect, 303);
  });

  app.get('/reader', (c) =>
    sendPage(
      c,
      page(
        '讀者網站（本機示範）',
        `<h1>讀者網站</h1><p class="muted">這是讀者網站的本機替身，正式環境會在這裡閱讀作品。</p>`,
      ),
    ),
  );

  app.get('/tutorial', (c) =>
    sendPage(
      c,
      page(
        '創作者教學（本機示範）',
        `<h1>創作者教學</h1><p>您已登出。這是教學頁面的本機替身。</p>
<p><a href="/signin">重新登入</a></p>`,
      ),
    ),
  );
}
