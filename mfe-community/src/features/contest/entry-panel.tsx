import { useEnterContest, useWithdrawContestEntry } from '@creator/api';
import type { Contest, ContestEligibility, ContestEntryBody } from '@creator/api/contract';
import {
  ConfirmDialog,
  EmptyState,
  LinkButton,
  formatDateTime,
  formatNumber,
  hrefs,
  useErrorMessage,
  useSubmit,
  useToast,
  type SubmitContext,
  useWorkName,
} from '@creator/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { ineligibleSentences } from './ineligible-reasons';
import { useContestMessages, useIneligibleMessages } from './messages';

interface EntryPanelProps {
  contest: Contest;
  /** The contest's genres by name, for the genre reason. */
  genreNames: string;
}

/**
 * What the author can do about their entry, by phase: pick and submit a work while entries are
 * open, see and withdraw the one entered, or read why the controls are gone.
 */
export function EntryPanel({ contest, genreNames }: EntryPanelProps) {
  const t = useContestMessages();
  const workName = useWorkName();
  const deadline = formatDateTime(contest.entryEndAt);
  const open = contest.status === 'OPEN';

  if (contest.myEntry) {
    return (
      <Flex vertical gap={12}>
        <Alert
          type="success"
          showIcon
          title={t.enteredWork(workName(contest.myEntry) ?? '')}
          description={t.submittedAt(formatDateTime(contest.myEntry.submittedAt))}
        />
        {open ? (
          <WithdrawControl contest={contest} />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>
            {t.closedWithEntry(deadline)}
          </Typography.Paragraph>
        )}
      </Flex>
    );
  }
  if (contest.status === 'UPCOMING') {
    return (
      <Alert type="info" showIcon title={t.notYetOpen(formatDateTime(contest.entryStartAt))} />
    );
  }
  if (!open) return <Alert type="info" showIcon title={t.closedNoEntry(deadline)} />;
  return <EntryForm contest={contest} genreNames={genreNames} />;
}

function WithdrawControl({ contest }: { contest: Contest }) {
  const t = useContestMessages();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawContestEntry();
  const submit = useSubmit(async ({ idempotencyKey }: SubmitContext) => {
    await withdraw.mutateAsync({ contestId: contest.contestId, idempotencyKey });
    setConfirming(false);
    toast.success(t.withdrawn);
  });
  const deadline = formatDateTime(contest.entryEndAt);
  return (
    <>
      <Typography.Paragraph style={{ margin: 0 }}>{t.withdrawUntil(deadline)}</Typography.Paragraph>
      <div>
        <Button danger onClick={() => setConfirming(true)}>
          {t.withdraw}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={t.withdrawTitle}
        content={t.withdrawContent(contest.myEntry?.titleName ?? '', deadline)}
        confirmText={t.withdrawConfirm}
        confirmLoading={submit.pending}
        onConfirm={() => void submit.run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function EntryForm({ contest, genreNames }: EntryPanelProps) {
  const t = useContestMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const works = contest.eligibility ?? [];
  const [titleId, setTitleId] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const enter = useEnterContest({ errorDisplay: 'inline' });
  const submit = useSubmit(async (body: ContestEntryBody, { idempotencyKey }: SubmitContext) => {
    const saved = await enter.mutateAsync({
      contestId: contest.contestId,
      ...body,
      idempotencyKey,
    });
    toast.success(t.submitted(saved.myEntry?.titleName ?? ''));
  });
  const pickerLabel = useId();

  if (works.length === 0) {
    return (
      <EmptyState
        compact
        headingLevel={3}
        title={t.noWorksTitle}
        hint={t.noWorksHint}
        action={<LinkButton to={hrefs.myWorks()}>{t.toMyWorks}</LinkButton>}
      />
    );
  }
  const chosen = works.find((work) => work.titleId === titleId && work.eligible);
  const anyEligible = works.some((work) => work.eligible);
  const missing = !chosen ? t.mustChoose : !agreed ? t.mustAgree : null;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} id={pickerLabel} style={{ fontSize: 16, margin: 0 }}>
        {t.chooseWork}
      </Typography.Title>
      {!anyEligible && <Alert type="warning" showIcon title={t.noEligibleWork} />}
      <Radio.Group
        aria-labelledby={pickerLabel}
        value={chosen?.titleId ?? null}
        onChange={(event) => setTitleId(event.target.value as string)}
        // antd sets a radio group's font size to 0 (for its button style); the reasons under each
        // work are ordinary text.
        style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 'inherit' }}
      >
        {works.map((work) => (
          <WorkOption key={work.titleId} work={work} contest={contest} genreNames={genreNames} />
        ))}
      </Radio.Group>
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
        {t.agreeRules}
      </Checkbox>
      {enter.isError && !submit.pending && (
        <Alert type="error" showIcon role="alert" title={errorMessage(enter.error)} />
      )}
      <Flex align="center" gap={12} wrap>
        <Button
          type="primary"
          disabled={missing !== null}
          loading={submit.pending}
          // The server refuses an entry whose rules were not agreed to, so the tick is sent.
          onClick={() =>
            chosen && agreed && void submit.run({ titleId: chosen.titleId, agreedToRules: agreed })
          }
        >
          {t.submit}
        </Button>
        {missing && <Typography.Text>{missing}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

function WorkOption({
  work,
  contest,
  genreNames,
}: {
  work: ContestEligibility;
  contest: Contest;
  genreNames: string;
}) {
  const t = useContestMessages();
  const reasonsT = useIneligibleMessages();
  const reasonsId = useId();
  const sentences = work.eligible ? [] : ineligibleSentences(work, contest, genreNames, reasonsT);
  const reasons = sentences.length > 0 || work.eligible ? sentences : [reasonsT.unknown];
  return (
    <div>
      <Radio
        value={work.titleId}
        disabled={!work.eligible}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
      >
        <span style={{ fontWeight: 500 }}>{work.titleName}</span>{' '}
        <span>{t.words(formatNumber(work.wordCount))}</span>
      </Radio>
      {reasons.length > 0 && (
        <ul id={reasonsId} style={{ margin: '4px 0 0 24px', paddingInlineStart: 16 }}>
          {reasons.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
