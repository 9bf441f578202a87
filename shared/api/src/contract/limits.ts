/** Business limits of spec §9 that both the portal and platform-api enforce. */
export const TITLE_NAME_MAX = 65;
export const GENRES_MIN = 1;
export const GENRES_MAX = 3;
/** Cover images (DOMAIN.md: type and size checked before upload and on the server). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart form field that carries the cover image of POST titleCover. */
export const COVER_FIELD = 'cover';
