import {
  LinkButton,
  PageFrame,
  SCREENS,
  hrefs,
  type ScreenId,
  type ScreenParam,
} from '@creator/ui';
import Result from 'antd/es/result';
import { useRemoteKitMessages } from './messages';

/** The screens "missing parameter" can send an author back to (all of them take no id). */
type BackTarget = 'home' | 'myWorks' | 'dataCenter' | 'contests';

const isBackTarget = (id: string | undefined): id is BackTarget =>
  id === 'home' || id === 'myWorks' || id === 'dataCenter' || id === 'contests';

const TITLE_KEY = {
  titleId: 'missingTitleId',
  chapterId: 'missingChapterId',
  contestId: 'missingContestId',
} as const satisfies Record<ScreenParam, string>;

/**
 * Shown instead of a screen whose address lacks an id it needs (`/book` without `?titleId=`):
 * says which id, and links back to where the author can pick one.
 */
export function MissingParams({ screen, missing }: { screen: ScreenId; missing: ScreenParam }) {
  const t = useRemoteKitMessages();
  const declared = (SCREENS[screen] as { back?: string }).back;
  const back: BackTarget = isBackTarget(declared) ? declared : 'home';
  const where = t[`where.${back}`];
  return (
    <PageFrame title={t[TITLE_KEY[missing]]}>
      <Result
        status="warning"
        subTitle={t.missingHint(where)}
        extra={
          <LinkButton type="primary" to={hrefs[back]()}>
            {t.backTo(where)}
          </LinkButton>
        }
      />
    </PageFrame>
  );
}
