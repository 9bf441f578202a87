/** Business limits (docs/product-rules.md, Limits) that both the portal and platform-api enforce. */
export const TITLE_NAME_MAX = 65;
export const GENRES_MIN = 1;
export const GENRES_MAX = 3;
/** A work's one-line intro, in characters. */
export const TITLE_INTRO_MAX = 100;
/** A work's synopsis, in characters. */
export const TITLE_SYNOPSIS_MAX = 3000;
/** How many tags a work may carry, and how long each (trimmed) tag may be. */
export const TITLE_TAGS_MAX = 10;
export const TITLE_TAG_MAX = 20;
/** Cover images (type and size checked before upload and again on the server). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart form field that carries the cover image of POST titleCover. */
export const COVER_FIELD = 'cover';
/** A chapter's name, trimmed: 1 to this many characters. */
export const CHAPTER_NAME_MAX = 100;
/** The author's note under a chapter, in characters. */
export const AUTHOR_NOTE_MAX = 2000;
/** A chapter's price in points (whole points; free chapters carry 0). */
export const CHAPTER_PRICE_MAX = 1000;
/** The least a paid chapter may cost in the portal: a paid chapter at 0 points would be free. */
export const CHAPTER_PAID_PRICE_MIN = 1;
/**
 * A chapter's stored HTML, in UTF-16 code units: checked on what the server keeps after cleaning,
 * so a chapter that was accepted can always be saved again as it is.
 */
export const CHAPTER_CONTENT_MAX = 2_000_000;
/** The verified-author application (names counted as the author sees them, see text.ts). */
export const PEN_NAME_MAX = 30;
export const REAL_NAME_MAX = 30;
export const APPLICATION_STATEMENT_MAX = 500;
export const APPLICATION_LINKS_MIN = 1;
export const APPLICATION_LINKS_MAX = 5;
export const PHONE_PATTERN = /^\+?[0-9-]{8,15}$/;
/**
 * At most this many tags (start tags) in a chapter's HTML: the server parses the chapter into a
 * DOM to clean it, at tens of microseconds per element, so markup is bounded apart from text. A
 * chapter at CHAPTER_CONTENT_MAX in paragraphs of 100 characters stays under it.
 */
export const CHAPTER_TAGS_MAX = 20_000;
/**
 * The request header that makes a write safe to repeat: platform-api replays the first answer
 * to a key (per member, method and path) for 24 hours instead of acting again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key is 1 to this many visible ASCII characters (useSubmit's UUIDs are 36). */
export const IDEMPOTENCY_KEY_MAX = 255;
/** My reply to a reader's comment, trimmed: 1 to this many characters of plain text. */
export const COMMENT_REPLY_MAX = 1000;
/** Why I report a comment, trimmed: 1 to this many characters. */
export const COMMENT_REPORT_REASON_MAX = 200;
/** The longest date range the stats endpoints answer, in days (both ends included). */
export const STATS_RANGE_MAX_DAYS = 400;

/** The most months one revenue report covers (and so one chart, table and CSV file). */
export const REVENUE_REPORT_MONTHS_MAX = 36;
/**
 * What the platform keeps of chapter sales, reading tickets and gifts (prizes and adjustments are
 * not shared).
 */
export const PLATFORM_SHARE_RATE = 0.3;
