/**
 * Helpers for the works and chapters suites (works-*.spec.ts): each test makes its own work
 * through platform-api with the page's session, so tests never share data and need no reset.
 */
import { expect, type APIResponse, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { API_URL, signIn } from './support';

export const DEMO = 'demo@example.com';

/** A name no other test (or earlier run on the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** platform-api calls with the browser's session cookie (the page's request context shares it). */
export function api(page: Page) {
  const request = page.request;
  return {
    async createWork(displayName: string, genreIds: string[] = ['fantasy']): Promise<string> {
      const response = await request.post(`${API_URL}/v2/creator/titles`, {
        data: { displayName, genreIds },
      });
      return (await json<{ titleId: string }>(response, 'create work')).titleId;
    },
    async createChapter(titleId: string, displayName: string): Promise<string> {
      const response = await request.post(
        `${API_URL}/v2/creator/titles/${encodeURIComponent(titleId)}/chapters`,
        { data: { displayName } },
      );
      return (await json<{ chapterId: string }>(response, 'create chapter')).chapterId;
    },
    async saveChapter(chapterId: string, body: Record<string, unknown>) {
      const response = await request.put(
        `${API_URL}/v2/creator/chapters/${encodeURIComponent(chapterId)}`,
        { data: body },
      );
      return json<Chapter>(response, 'save chapter');
    },
    async memberId(): Promise<string> {
      const response = await request.get(`${API_URL}/v2/members/me`);
      return (await json<{ memberId: string }>(response, 'get me')).memberId;
    },
    async chapter(chapterId: string): Promise<Chapter> {
      const response = await request.get(
        `${API_URL}/v2/creator/chapters/${encodeURIComponent(chapterId)}`,
      );
      return json<Chapter>(response, 'get chapter');
    },
    async title(titleId: string): Promise<Title> {
      const response = await request.get(
        `${API_URL}/v2/creator/titles/${encodeURIComponent(titleId)}`,
      );
      return json<Title>(response, 'get work');
    },
    async chapters(titleId: string): Promise<ChapterSummary[]> {
      const response = await request.get(
        `${API_URL}/v2/creator/titles/${encodeURIComponent(titleId)}/chapters`,
      );
      return (await json<{ chapters: ChapterSummary[] }>(response, 'list chapters')).chapters;
    },
    async ticketSettings(titleId: string) {
      const response = await request.get(
        `${API_URL}/v2/creator/chapterReadingTicketSettings?titleId=${encodeURIComponent(titleId)}`,
      );
      return json<{
        selectionType: string;
        chapters: { chapterId: string; isFree: boolean; ticketEnabled: boolean }[];
      }>(response, 'ticket settings');
    },
    /**
     * The trackEventOnly calls platform-api recorded for one call path. The portal sends them
     * without waiting for the answer, after the change the author sees, so read them with
     * `expect.poll` rather than once.
     */
    async trackCalls(path: string): Promise<{ body: Record<string, string> }[]> {
      const response = await request.get(
        `${API_URL}/__test__/trackCalls?path=${encodeURIComponent(path)}`,
      );
      return (await json<{ calls: { body: Record<string, string> }[] }>(response, 'track calls'))
        .calls;
    },
    /** Makes platform-api answer `status` to matching requests (test hooks). */
    async fault(fault: { method?: string; path: string; status?: number; times?: number }) {
      await json(await request.post(`${API_URL}/__test__/faults`, { data: fault }), 'fault');
    },
  };
}

/** The fields of platform-api's answers these tests read (full shapes: @creator/api's models). */
export interface Title {
  titleId: string;
  listingFrom: string | null;
  coverUrl: string | null;
  intro: string;
  synopsis: string;
  tags: string[];
  targetAudience: string | null;
  serialStatus: string;
}

export interface ChapterSummary {
  chapterId: string;
  isFree: boolean;
  price: number;
  wordCount: number;
}

export interface Chapter extends ChapterSummary {
  content: string;
  version: number;
}

/** A time two days ahead at 20:30 in Taipei, as the picker shows it and as ISO. */
export function scheduleTime() {
  const day = new Date(Date.now() + 2 * 86_400_000);
  const taipeiDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day); // YYYY-MM-DD
  return {
    typed: `${taipeiDate.replaceAll('-', '/')} 20:30`,
    iso: new Date(`${taipeiDate}T20:30:00+08:00`).toISOString(),
  };
}

/** Signs the demo author in and opens `path` on the portal. */
export async function signInDemo(page: Page, path = '/') {
  await signIn(page, DEMO, path);
}

/**
 * Fails the test if the page ever opens a JavaScript dialog (alert, confirm, prompt): what an
 * injected script would do first. beforeunload prompts are the unsaved-changes guard and allowed.
 */
export function failOnDialogs(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      void dialog.accept();
      return;
    }
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/**
 * A real PNG (a vertical gradient of `width` x `height`), made here so the cover upload sends an
 * image the server's byte check accepts and the browser can preview.
 */
export function makePng(width = 60, height = 80, top = [200, 80, 40], bottom = [40, 40, 120]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    const mix = (i: number) => Math.round(top[i]! + ((bottom[i]! - top[i]!) * y) / (height - 1));
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push(mix(0), mix(1), mix(2));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Where the editor keeps a member's unsaved text of a chapter in localStorage: under the member's
 * prefix (@creator/api's memberStorageKey), which the logout clears.
 */
export const localDraftKey = (memberId: string, chapterId: string) =>
  `creator.member.${encodeURIComponent(memberId)}.editor.draft.${chapterId}`;
