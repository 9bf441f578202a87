/**
 * Chapter content is author HTML: it is cleaned here before it is stored, with DOMPurify over a
 * server-side DOM (jsdom), the same sanitiser and the same allow-list (`@creator/api/contract`,
 * chapter-html.ts) as the editor uses in the browser. A parser decides what is a tag, as a browser
 * would: no regular expression guesses at HTML.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { badRequest } from './errors';
import { MESSAGES } from './messages';
import {
  CHAPTER_TAGS_MAX,
  chapterPurifyConfig,
  countChapterCharacters,
  dropEmptyImages,
  keepChapterAttribute,
} from './contract';

/** One window and one purifier for the process: creating a jsdom window costs milliseconds. */
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const purifier = createDOMPurify(window as unknown as WindowLike);
purifier.addHook('uponSanitizeAttribute', keepChapterAttribute);

export interface CleanChapter {
  /** What is stored and served. */
  html: string;
  /** The chapter's character count (countChapterCharacters of the contract). */
  characters: number;
}

const START_TAG = /<[a-zA-Z]/g;

/** Counts start tags, stopping as soon as there are more than `max`. */
function tooManyTags(input: string, max: number): boolean {
  START_TAG.lastIndex = 0;
  let count = 0;
  while (START_TAG.exec(input) !== null) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}

function cleanBody(input: string): HTMLElement {
  // Checked before parsing: a DOM of hundreds of thousands of elements takes seconds and
  // gigabytes to build, and the server would build it for anyone who sends the markup.
  if (tooManyTags(input, CHAPTER_TAGS_MAX))
    throw badRequest(MESSAGES.tooManyTags(CHAPTER_TAGS_MAX));
  let body: HTMLElement | null;
  try {
    body = purifier.sanitize(input, {
      ...chapterPurifyConfig(),
      RETURN_DOM: true,
    }) as HTMLElement | null;
    if (body) dropEmptyImages(body);
  } catch {
    // Markup nested thousands deep overflows the parser's or the serialiser's stack.
    body = null;
  }
  if (!body) throw badRequest(MESSAGES.markupUnreadable);
  return body;
}

/** Cleans chapter HTML and counts its characters on what is kept, in one parse. */
export function cleanChapter(input: string): CleanChapter {
  const body = cleanBody(input);
  let html: string;
  try {
    html = body.innerHTML;
  } catch {
    throw badRequest(MESSAGES.markupUnreadable);
  }
  return { html, characters: countChapterCharacters(body) };
}

export const sanitizeHtml = (input: string): string => cleanChapter(input).html;

/** The character count of stored (already clean) chapter HTML. */
export function countWords(html: string): number {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return countChapterCharacters(template.content);
}
