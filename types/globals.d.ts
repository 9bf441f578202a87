/** Injected by webpack's DefinePlugin in every app (see shared/federation). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
