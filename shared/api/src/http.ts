import axios from 'axios';
import type { AxiosRequestConfig, GenericAbortSignal } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from './contract/limits';

/**
 * The one HTTP client of the portal. Shared as a Module Federation singleton, so the shell
 * configures it once and every remote's requests go to the same API host with the session cookie.
 */
export const http = axios.create({
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

export interface ApiConfig {
  /** Origin of the platform API, e.g. https://api.example.com (no path). */
  baseURL: string;
  /**
   * The UI language, read at each request and sent as Accept-Language, so that the server's
   * messages (shown as they are) come in the language the author reads.
   */
  language?: () => string;
}

let currentLanguage: (() => string) | undefined;

http.interceptors.request.use((config) => {
  const language = currentLanguage?.();
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

/** Sets where requests go. The shell calls it once at start-up, before rendering. */
export function configureApi({ baseURL, language }: ApiConfig): void {
  http.defaults.baseURL = baseURL.replace(/\/+$/, '');
  if (language) currentLanguage = language;
}

/** What a request function accepts besides its parameters: the query's abort signal. */
export interface RequestOptions {
  signal?: GenericAbortSignal;
}

/**
 * What a write whose repeat could act twice accepts (a create, a versioned save, a delete): the
 * intent's key from useSubmit. A retry after a lost answer carries the same key, and the server
 * answers it with the first result instead of acting again.
 */
export interface WriteOptions {
  idempotencyKey?: string;
}

/** The axios config of a write: the Idempotency-Key header when a key was given. */
export function writeConfig({ idempotencyKey }: WriteOptions = {}): AxiosRequestConfig {
  return idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {};
}

export type ApiLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const CREATOR_SUBDOMAIN = 'creator.';
const API_SUBDOMAIN = 'api.';

/**
 * The API base URL: a configured URL wins; on a `creator.` host the API lives on the
 * sibling `api.` host with the same protocol (and port); otherwise the page's own origin.
 */
export function resolveApiBaseUrl(location: ApiLocation, configured?: string | null): string {
  const fromConfig = configured?.trim();
  if (fromConfig) return fromConfig.replace(/\/+$/, '');
  const port = location.port ? `:${location.port}` : '';
  const hostname = location.hostname.startsWith(CREATOR_SUBDOMAIN)
    ? API_SUBDOMAIN + location.hostname.slice(CREATOR_SUBDOMAIN.length)
    : location.hostname;
  return `${location.protocol}//${hostname}${port}`;
}
