// '@creator/ui/antd': antd's providers, for renderers that want them around everything from the
// start (tests, through @creator/test-utils). Not in the main entry, which every first load
// takes whole: the shell loads antd only where an antd component shows (see AntdScope).
export { AntdProviders, type AntdProvidersProps } from './providers/antd-providers';
export { antdLocales, useAntdLocale } from './i18n/antd-locale';
