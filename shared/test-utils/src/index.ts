export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export {
  API_TEST_BASE_URL,
  HttpResponse,
  apiUrl,
  delay,
  http,
  server,
  setupMswServer,
} from './msw';
export { describeScreenContract, type ScreenContractOptions } from './screen-contract';
export { describePrefetchContract, type PrefetchCase } from './prefetch-contract';
export { captureDownloads, type CapturedDownload } from './downloads';
export { afterAPause, fakeLayout, fixClock, installEditingShims } from './jsdom-gaps';
export { statMetrics } from './fixtures';
export { deferred } from './deferred';
