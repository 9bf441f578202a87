import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import type { ScreenProps } from '@creator/remote-kit';
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { titleQuery, useSyncTitle } from '@creator/api';
import type { Title } from '@creator/api/contract';
import { PageFrame, QueryState, formatDateTime, useToast, hrefs, useSubmit } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DeleteWorkDialog } from '../../shared/delete-work-dialog';
import { deriveListingState } from '../../shared/listing-state';
import { ListingStateTag } from '../../shared/listing-state-tag';
import { TitlePublishControl } from '../../shared/title-publish-control';
import { CoverUpload } from './cover-upload';
import { useWorkSettingMessages } from './messages';
import { WorkSettingForm } from './work-setting-form';

/** Work setting (/book/setting?titleId=): everything about one work but its chapters. */
export default function WorkSettingPage({ params }: ScreenProps<'workSetting'>) {
  return <WorkSetting titleId={params.titleId} />;
}

function WorkSetting({ titleId }: { titleId: string }) {
  const t = useWorkSettingMessages();
  const navigate = useNavigate();
  // After a delete: the work is not fetched again (it would answer 404 and send the author to
  // /404) and going to My works must not ask about unsaved changes. The ref is read by the
  // guard at the moment of navigating, before React has re-rendered.
  const [deleted, setDeleted] = useState(false);
  const leaving = useRef(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const title = useQuery({ ...titleQuery(titleId), enabled: !deleted });

  return (
    <PageFrame
      title={title.data ? t.pageTitleFor(title.data.displayName) : t.pageTitle}
      extra={<Link to={hrefs.work({ titleId })}>{t.backToWork}</Link>}
    >
      <QueryState query={title}>
        {(work) => (
          <WorkSettingContent
            key={work.titleId}
            title={work}
            onDelete={() => setDeleteOpen(true)}
            isLeaving={() => leaving.current}
          />
        )}
      </QueryState>
      <DeleteWorkDialog
        work={title.data ?? null}
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => {
          leaving.current = true;
          setDeleted(true);
          navigate(hrefs.myWorks(), { replace: true });
        }}
      />
    </PageFrame>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{heading}</h2>} style={{ maxWidth: 720 }}>
      {children}
    </Card>
  );
}

function WorkSettingContent({
  title,
  onDelete,
  isLeaving,
}: {
  title: Title;
  onDelete: () => void;
  /** True once the page leaves on its own (the work was deleted): no question asked. */
  isLeaving: () => boolean;
}) {
  const t = useWorkSettingMessages();
  const [coverPending, setCoverPending] = useState(false);

  return (
    <Flex vertical gap={16}>
      <Section heading={t.basicsHeading}>
        <WorkSettingForm title={title} unsavedElsewhere={coverPending} allowLeaving={isLeaving} />
      </Section>

      <Section heading={t.coverHeading}>
        <CoverUpload title={title} onPendingChange={setCoverPending} />
      </Section>

      <Section heading={t.publishHeading}>
        <Flex vertical gap={12}>
          <ListingStateTag
            state={deriveListingState(title.listingFrom, new Date())}
            listingFrom={title.listingFrom}
          />
          <TitlePublishControl title={title} />
        </Flex>
      </Section>

      <Section heading={t.syncHeading}>
        <SyncControl title={title} />
      </Section>

      <Section heading={t.dangerHeading}>
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">{t.deleteHint}</Typography.Text>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t.delete}
          </Button>
        </Flex>
      </Section>
    </Flex>
  );
}

function SyncControl({ title }: { title: Pick<Title, 'titleId' | 'syncedAt'> }) {
  const t = useWorkSettingMessages();
  const toast = useToast();
  const sync = useSyncTitle();
  const submit = useSubmit(async () => {
    await sync.mutateAsync(title.titleId);
    toast.success(t.synced);
  });
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="secondary">{t.syncHint}</Typography.Text>
      <Typography.Text>
        {title.syncedAt ? t.lastSynced(formatDateTime(title.syncedAt)) : t.neverSynced}
      </Typography.Text>
      <Button icon={<SyncOutlined />} loading={submit.pending} onClick={() => void submit.run()}>
        {t.sync}
      </Button>
    </Flex>
  );
}
