import type { ResultProps } from 'antd';
import { lazyComponent } from '../lazy/lazy-component';

/**
 * antd's Result, loaded the first time an outcome shows (an error, a refusal): its status
 * illustrations make it ~10 KiB gzip, and a screen that loads fine never shows one.
 */
export const LazyResult = lazyComponent<ResultProps>(() =>
  import('antd/es/result').then((module) => module.default),
);
