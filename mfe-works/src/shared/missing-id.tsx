import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { worksLinks } from './links';
import { useWorksSharedMessages } from './messages';

/** Shown instead of a screen whose address lacks the work or chapter id it needs. */
export function MissingId({ kind }: { kind: 'titleId' | 'chapterId' }) {
  const t = useWorksSharedMessages();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={kind === 'titleId' ? t.missingTitleId : t.missingChapterId}
      subTitle={t.missingHint}
      extra={
        <Button type="primary" onClick={() => navigate(worksLinks.myWorks())}>
          {t.backToMyWorks}
        </Button>
      }
    />
  );
}
