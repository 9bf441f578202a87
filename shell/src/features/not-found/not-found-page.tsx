import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import { useNotFoundMessages } from './messages';
import { hrefs, useDocumentTitle } from '@creator/ui';

/** Spec §2 /404/: says so and offers a way home. */
export function NotFoundPage() {
  const t = useNotFoundMessages();
  const navigate = useNavigate();
  useDocumentTitle(t.title);
  return (
    <Result
      status="404"
      title={t.title}
      subTitle={t.body}
      extra={
        <Button type="primary" onClick={() => navigate(hrefs.home())}>
          {t.home}
        </Button>
      }
    />
  );
}
