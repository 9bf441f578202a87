import { meQuery } from '@creator/api';
import { DIALOG_MAX_WIDTH } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useGatingMessages } from './messages';

/**
 * Gate 3 (docs/product-rules.md, Access): a REGISTERED member has not verified the email. Not closable; the account
 * site opens in a new window and sends the author back here once verified.
 */
export function VerifyEmailDialog({ email, verifyHref }: { email: string; verifyHref: string }) {
  const t = useGatingMessages();
  // Verification happens in another window: look again whenever the author comes back. The one
  // exception to "no refetch on window focus" (docs/product-rules.md, Caching).
  useQuery({ ...meQuery(), refetchOnWindowFocus: 'always' });
  return (
    <Modal
      open
      title={t.unverifiedTitle}
      width={DIALOG_MAX_WIDTH}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      okText={t.verifyNow}
      onOk={() => window.open(verifyHref, '_blank', 'noopener')}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <Typography.Paragraph>{t.unverifiedBody(email)}</Typography.Paragraph>
    </Modal>
  );
}
