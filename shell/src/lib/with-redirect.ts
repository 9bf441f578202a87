/** `base?redirect=<back>`, keeping any query the base already has. */
export function withRedirect(base: string, back: string): string {
  const url = new URL(base, window.location.href);
  url.searchParams.set('redirect', back);
  return url.toString();
}
