import { useWithdrawVerifiedAuthor, verifiedAuthorQuery } from '@creator/api';
import type { VerifiedAuthorInfo } from '@creator/api/contract';
import {
  ConfirmDialog,
  PageFrame,
  QueryState,
  formatDateTime,
  hrefs,
  useSubmit,
  useToast,
} from '@creator/ui';
import type { SubmitContext } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useVerifiedBadgeMessages } from './messages';

function StatusCard({ info }: { info: VerifiedAuthorInfo }) {
  const t = useVerifiedBadgeMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const withdraw = useWithdrawVerifiedAuthor();
  const [confirming, setConfirming] = useState(false);
  // A repeat would be refused (nothing pending any more): the key gets it the first answer.
  const submitWithdraw = useSubmit(async ({ idempotencyKey }: SubmitContext) => {
    await withdraw.mutateAsync({ idempotencyKey });
    setConfirming(false);
    toast.success(t.withdrawn);
  });

  const tag = {
    PENDING: <Tag color="processing">{t.statusPending}</Tag>,
    VERIFIED: <Tag color="success">{t.statusVerified}</Tag>,
    REJECTED: <Tag color="error">{t.statusRejected}</Tag>,
  };

  return (
    <Card title={t.statusTitle}>
      <Flex vertical gap={8} align="flex-start">
        {info.status ? tag[info.status] : <Tag>{t.statusNone}</Tag>}
        {info.appliedAt ? (
          <Typography.Text type="secondary">
            {t.appliedAt(formatDateTime(info.appliedAt))}
          </Typography.Text>
        ) : null}
        {info.reviewedAt ? (
          <Typography.Text type="secondary">
            {t.reviewedAt(formatDateTime(info.reviewedAt))}
          </Typography.Text>
        ) : null}
        {info.status === 'REJECTED' && info.rejectReason ? (
          <Typography.Text type="danger">{t.rejectReason(info.rejectReason)}</Typography.Text>
        ) : null}
        {info.status === null || info.status === 'REJECTED' ? (
          <Button type="primary" onClick={() => navigate(hrefs.verifiedBadgeForm())}>
            {info.status === 'REJECTED' ? t.reapply : t.apply}
          </Button>
        ) : null}
        {info.status === 'PENDING' ? (
          <Button danger onClick={() => setConfirming(true)}>
            {t.withdraw}
          </Button>
        ) : null}
      </Flex>
      <ConfirmDialog
        open={confirming}
        title={t.withdrawTitle}
        content={t.withdrawBody}
        confirmText={t.withdraw}
        danger
        confirmLoading={submitWithdraw.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submitWithdraw.run()}
      />
    </Card>
  );
}

/** /verified-badge: what it is, who may apply, my status, apply or withdraw. */
export function VerifiedBadgePage() {
  const t = useVerifiedBadgeMessages();
  const info = useQuery(verifiedAuthorQuery());
  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={16} style={{ maxWidth: 760 }}>
        <section>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t.aboutTitle}
          </Typography.Title>
          <Typography.Paragraph>{t.aboutBody}</Typography.Paragraph>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t.whoTitle}
          </Typography.Title>
          <Typography.Paragraph>{t.whoBody}</Typography.Paragraph>
        </section>
        <QueryState query={info}>{(data) => <StatusCard info={data} />}</QueryState>
      </Flex>
    </PageFrame>
  );
}
