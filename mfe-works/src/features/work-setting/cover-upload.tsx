import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { useUploadTitleCover } from '@creator/api';
import { COVER_TYPES } from '@creator/api/contract';
import type { Title } from '@creator/api/contract';
import { useErrorMessage, useSubmit, useToast } from '@creator/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { WorkCover } from '../../shared/work-cover';
import { useWorkSettingMessages } from './messages';
import { COVER_MAX_MB, checkCoverFile, formatFileSize } from './work-setting-values';

const COVER_WIDTH = 120;
const COVER_HEIGHT = (COVER_WIDTH * 4) / 3;

/**
 * An object URL for the chosen file while it is shown, revoked when the file changes or the
 * component goes. The URL is paired with its file so a stale (revoked) one is never rendered.
 */
function useObjectUrl(file: Blob | null): string | null {
  const [entry, setEntry] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return entry && entry.file === file ? entry.url : null;
}

export interface CoverUploadProps {
  title: Pick<Title, 'titleId' | 'displayName' | 'coverUrl'>;
  /** Told when a chosen image starts or stops waiting to be uploaded (unsaved work). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The current cover beside a preview of a newly chosen image. The image's type and size are
 * checked before anything is sent (the server checks again); a refused image leaves the current
 * cover as it is. Upload shows its progress.
 */
export function CoverUpload({ title, onPendingChange }: CoverUploadProps) {
  const t = useWorkSettingMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const upload = useUploadTitleCover({ errorDisplay: 'inline' });
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const previewUrl = useObjectUrl(chosen);

  const choose = (next: File | null) => {
    setChosen(next);
    onPendingChange?.(next !== null);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    if (!file) return;
    const refused = checkCoverFile(file);
    if (refused === 'coverWrongType') {
      setProblem(t.coverWrongType(file.name));
    } else if (refused === 'coverTooLarge') {
      setProblem(t.coverTooLarge(file.name, formatFileSize(file.size), COVER_MAX_MB));
    } else {
      setProblem(null);
      choose(file);
    }
  };

  const send = useSubmit(
    async (file: File) => {
      setProblem(null);
      setProgress(0);
      await upload.mutateAsync({ titleId: title.titleId, file, onUploadProgress: setProgress });
      choose(null);
      toast.success(t.coverUploaded);
    },
    { onError: (error) => setProblem(t.coverUploadFailed(errorMessage(error))) },
  );

  const uploading = send.pending;

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={16} align="flex-start">
        <figure style={{ margin: 0 }}>
          <WorkCover url={title.coverUrl} name={title.displayName} width={COVER_WIDTH} />
          <figcaption>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.currentCover}
            </Typography.Text>
          </figcaption>
        </figure>
        {chosen && previewUrl ? (
          <figure style={{ margin: 0, maxWidth: COVER_WIDTH }}>
            <img
              src={previewUrl}
              alt={t.newCover}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
            />
            <figcaption style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {t.newCover}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {t.coverFile(chosen.name, formatFileSize(chosen.size))}
              </Typography.Text>
            </figcaption>
          </figure>
        ) : null}
      </Flex>

      <input
        ref={inputRef}
        type="file"
        accept={COVER_TYPES.join(',')}
        aria-label={t.chooseCover}
        aria-describedby={hintId}
        onChange={onFile}
        hidden
      />
      <Typography.Text id={hintId} type="secondary">
        {t.coverHint(COVER_MAX_MB)}
      </Typography.Text>

      {problem ? <Alert type="error" showIcon title={problem} /> : null}

      {uploading ? (
        <Progress
          percent={progress}
          status="active"
          aria-label={t.uploadProgress}
          style={{ maxWidth: 320 }}
        />
      ) : null}

      <Flex wrap gap={8}>
        <Button
          icon={<UploadOutlined />}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          {chosen ? t.chooseAnother : t.chooseCover}
        </Button>
        {chosen ? (
          <>
            <Button type="primary" loading={uploading} onClick={() => void send.run(chosen)}>
              {uploading ? t.uploading : t.uploadCover}
            </Button>
            <Button disabled={uploading} onClick={() => choose(null)}>
              {t.cancelCover}
            </Button>
          </>
        ) : null}
      </Flex>
    </Flex>
  );
}
