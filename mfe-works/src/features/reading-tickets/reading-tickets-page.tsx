import { readingTicketSettingsQuery, titleQuery, usePutReadingTicketSettings } from '@creator/api';
import type { ScreenProps } from '@creator/remote-kit';
import type {
  ReadingTicketSettings,
  ReadingTicketSettingsBody,
  SelectionType,
} from '@creator/api/contract';
import {
  PageFrame,
  QueryState,
  useErrorMessage,
  useSubmit,
  useToast,
  UnsavedChangesGuard,
  hrefs,
  EmptyState,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChapterTicketList } from './chapter-ticket-list';
import { useReadingTicketsMessages } from './messages';
import {
  chaptersInOrder,
  everyPaidChosen,
  paidChapterIds,
  sameSelection,
  savedSelection,
  selectionTypeOf,
  ticketSettingsBody,
} from './ticket-selection';

export default function ReadingTicketsPage({ params }: ScreenProps<'readingTickets'>) {
  return <ReadingTickets titleId={params.titleId} />;
}

function ReadingTickets({ titleId }: { titleId: string }) {
  const t = useReadingTicketsMessages();
  const settings = useQuery(readingTicketSettingsQuery(titleId));
  // Only for the name in the back link; the screen works without it.
  const title = useQuery(titleQuery(titleId));
  const workName = title.data?.displayName;

  return (
    <PageFrame
      title={t.pageTitle}
      extra={
        <Link to={hrefs.work({ titleId })}>
          {workName ? t.backToWork(workName) : t.backToWorkPlain}
        </Link>
      }
    >
      <Alert
        type="info"
        showIcon
        title={t.introTitle}
        description={t.introBody}
        style={{ marginBottom: 16 }}
      />
      <QueryState
        query={settings}
        isEmpty={(data) => data.chapters.every((c) => c.isFree)}
        empty={<NoPaidChapters titleId={titleId} />}
      >
        {(data) => <TicketSelectionForm settings={data} />}
      </QueryState>
    </PageFrame>
  );
}

function NoPaidChapters({ titleId }: { titleId: string }) {
  const t = useReadingTicketsMessages();
  return (
    <EmptyState
      title={t.noPaidTitle}
      hint={t.noPaidHint}
      action={<Link to={hrefs.work({ titleId })}>{t.toWorkPage}</Link>}
    />
  );
}

function TicketSelectionForm({ settings }: { settings: ReadingTicketSettings }) {
  const t = useReadingTicketsMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const putSettings = usePutReadingTicketSettings({ errorDisplay: 'inline' });
  const countId = useId();
  const typeId = useId();

  const chapters = useMemo(() => chaptersInOrder(settings), [settings]);
  const paidIds = useMemo(() => paidChapterIds(chapters), [chapters]);
  const saved = useMemo(() => savedSelection(chapters), [chapters]);

  // The author's unsaved choice of chapters; null while it is what the server has.
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(null);
  // Whether later paid chapters take tickets too (ALL), once chosen here; null: not chosen.
  const [typeChoice, setTypeChoice] = useState<SelectionType | null>(null);
  const [paidOnly, setPaidOnly] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Only paid chapters count: a chapter deleted or made free since the draft began drops out.
  const selected = useMemo(() => {
    if (!draft) return saved;
    return new Set(paidIds.filter((id) => draft.has(id)));
  }, [draft, saved, paidIds]);
  const selectionUnchanged = sameSelection(selected, saved);
  const savedType = settings.selectionType;
  const selectionType = selectionTypeOf({
    selectedCount: selected.size,
    paidCount: paidIds.length,
    choice: typeChoice,
    selectionUnchanged,
    savedType,
  });
  // A change of type alone (SINGLE to ALL with every paid chapter ticked) is a change too.
  const dirty = !selectionUnchanged || selectionType !== savedType;
  const visible = useMemo(
    () => (paidOnly ? chapters.filter((c) => !c.isFree) : chapters),
    [chapters, paidOnly],
  );

  const onToggle = useCallback(
    (chapterId: string, checked: boolean) => {
      setSaveError(null);
      setDraft((previous) => {
        const next = new Set(previous ?? saved);
        if (checked) next.add(chapterId);
        else next.delete(chapterId);
        return next;
      });
    },
    [saved],
  );

  const onSelectAll = (checked: boolean) => {
    setSaveError(null);
    setDraft(checked ? new Set(paidIds) : new Set());
  };

  const onAutoInclude = (checked: boolean) => {
    setSaveError(null);
    setTypeChoice(checked ? 'ALL' : 'SINGLE');
  };

  // The hook puts the answered settings in the cache; this screen keeps only the draft.
  const save = useSubmit(
    async (
      body: ReadingTicketSettingsBody,
      submitted: { draft: typeof draft; typeChoice: SelectionType | null },
    ) => {
      setSaveError(null);
      await putSettings.mutateAsync(body);
      // A tick made while the request was out stays as an unsaved change.
      setDraft((current) => (current === submitted.draft ? null : current));
      setTypeChoice((current) => (current === submitted.typeChoice ? null : current));
      toast.success(t.saved);
    },
    { onError: (error) => setSaveError(t.saveFailed(errorMessage(error))) },
  );

  const allSelected = everyPaidChosen(selected.size, paidIds.length);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          marginBottom: 12,
        }}
      >
        <Space wrap size={16}>
          <Checkbox
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            onChange={(event) => onSelectAll(event.target.checked)}
            disabled={save.pending}
            aria-describedby={countId}
          >
            {t.selectAll}
          </Checkbox>
          <Space size={8}>
            <Switch checked={paidOnly} onChange={setPaidOnly} aria-label={t.paidOnly} />
            <Typography.Text aria-hidden>{t.paidOnly}</Typography.Text>
          </Space>
        </Space>
        <Typography.Text id={countId} strong aria-live="polite">
          {t.selectedCount(selected.size, paidIds.length)}
        </Typography.Text>
      </div>
      <ChapterTicketList
        chapters={visible}
        selected={selected}
        onToggle={onToggle}
        disabled={save.pending}
      />
      <div style={{ marginTop: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Checkbox
          checked={selectionType === 'ALL'}
          onChange={(event) => onAutoInclude(event.target.checked)}
          disabled={!allSelected || save.pending}
          aria-describedby={typeId}
        >
          {t.autoInclude}
        </Checkbox>
        <Typography.Text type="secondary" id={typeId}>
          {selectionType === 'ALL'
            ? t.typeAll
            : allSelected
              ? t.typeSingle
              : `${t.typeSingle}${t.autoIncludeNeedsAll}`}
        </Typography.Text>
        {saveError ? <Alert type="error" showIcon title={saveError} /> : null}
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button
            disabled={!dirty || save.pending}
            onClick={() => {
              setSaveError(null);
              setDraft(null);
              setTypeChoice(null);
            }}
          >
            {t.discard}
          </Button>
          <Button
            type="primary"
            disabled={!dirty}
            loading={save.pending}
            onClick={() =>
              void save.run(
                ticketSettingsBody(settings.titleId, paidIds, selected, selectionType),
                { draft, typeChoice },
              )
            }
          >
            {t.save}
          </Button>
        </Space>
      </div>
    </>
  );
}
