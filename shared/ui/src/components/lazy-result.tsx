import type { ResultProps } from 'antd';
import { lazyComponent } from '../lazy/lazy-component';
import { THEME_TOKENS as T } from '../theme/tokens';
import { FailureBoundary } from './failure-boundary';

/**
 * antd's Result, loaded the first time an outcome shows (an error, a refusal): its status
 * illustrations make it ~10 KiB gzip, and a screen that loads fine never shows one.
 */
const AntdResult = lazyComponent<ResultProps>(() =>
  import('antd/es/result').then((module) => module.default),
);

/**
 * An outcome (an error, a refusal, a remote that could not load). Where antd itself cannot be
 * downloaded (offline, a deploy in between), the same title, text and actions show without it:
 * an error view that fails to load would otherwise take the whole portal down with it.
 */
export function LazyResult(props: ResultProps) {
  return (
    <FailureBoundary fallback={<PlainResult {...props} />}>
      <AntdResult {...props} />
    </FailureBoundary>
  );
}

function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div
      style={{
        padding: '48px 32px',
        textAlign: 'center',
        color: T.colorText,
        fontFamily: T.fontFamily,
      }}
    >
      {title ? (
        <div style={{ color: T.colorTextHeading, fontSize: T.fontSizeHeading3, marginBottom: 8 }}>
          {title}
        </div>
      ) : null}
      {subTitle ? (
        <div style={{ color: T.colorTextDescription, fontSize: T.fontSize }}>{subTitle}</div>
      ) : null}
      {extra ? <div style={{ marginTop: 24 }}>{extra}</div> : null}
    </div>
  );
}
