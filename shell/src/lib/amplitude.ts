import type * as AmplitudeSdk from '@amplitude/analytics-browser';

type Amplitude = typeof AmplitudeSdk;

let loaded: Amplitude | undefined;
let loading: Promise<Amplitude> | undefined;

/**
 * The Amplitude SDK (60 KiB gzip), fetched on first use instead of in the first load: nothing on
 * the first screen needs it, and events raised before it arrives wait for it.
 */
export function loadAmplitude(): Promise<Amplitude> {
  loading ??= import('@amplitude/analytics-browser').then((sdk) => {
    loaded = sdk;
    return sdk;
  });
  return loading;
}

/** Runs `call` with the SDK: at once when it is loaded, else once it is (in call order). */
export function withAmplitude(call: (sdk: Amplitude) => void): void {
  if (loaded) call(loaded);
  else void loadAmplitude().then(call);
}

/** Like withAmplitude, but does nothing when nobody has asked for the SDK yet. */
export function ifAmplitudeRequested(call: (sdk: Amplitude) => void): void {
  if (loading) withAmplitude(call);
}
