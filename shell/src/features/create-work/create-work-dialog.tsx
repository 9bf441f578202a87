import { toUiError, useCreateTitle } from '@creator/api';
import {
  TITLE_NAME_MAX,
  textLength,
  genresProblem as checkGenres,
  workNameProblem,
} from '@creator/api/contract';
import { EVENTS, track } from '@creator/analytics';
import { DIALOG_MAX_WIDTH, GenreCheckboxes, useErrorMessage, useToast, hrefs } from '@creator/ui';
import { Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateWorkMessages } from './messages';

interface CreateWorkDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §5: name and genres, confirm disabled while invalid or saving; opens the new work. */
export function CreateWorkDialog({ open, onClose }: CreateWorkDialogProps) {
  const t = useCreateWorkMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // Its failures show here: a duplicate name at the field, anything else as the spec's toast.
  const createTitle = useCreateTitle({ errorDisplay: 'inline' });
  const nameId = useId();

  const [name, setName] = useState('');
  const [genreIds, setGenreIds] = useState<string[]>([]);
  const [nameTouched, setNameTouched] = useState(false);
  const [genresTouched, setGenresTouched] = useState(false);
  /** The server's word on the name (duplicate); cleared as soon as the name changes. */
  const [nameServerError, setNameServerError] = useState<string | null>(null);

  const nameProblem = workNameProblem(name);
  const genresProblem = checkGenres(genreIds);
  const saving = createTitle.isPending;
  const canConfirm = !nameProblem && !genresProblem && !nameServerError && !saving;

  const nameHelp =
    nameServerError ??
    (nameTouched && nameProblem === 'required'
      ? t.nameRequired
      : nameProblem === 'tooLong'
        ? t.nameTooLong(TITLE_NAME_MAX)
        : null);
  const genresHelp =
    genresProblem === 'tooMany'
      ? t.genresTooMany
      : genresTouched && genresProblem === 'tooFew'
        ? t.genresTooFew
        : null;

  const reset = () => {
    setName('');
    setGenreIds([]);
    setNameTouched(false);
    setGenresTouched(false);
    setNameServerError(null);
    createTitle.reset();
  };

  const onConfirm = () => {
    if (!canConfirm) return;
    const displayName = name.trim();
    createTitle.mutate(
      { displayName, genreIds },
      {
        onSuccess: ({ titleId }) => {
          track(EVENTS.workCreated, { titleId });
          onClose();
          navigate(hrefs.work({ titleId }));
        },
        onError: (error) => {
          if (toUiError(error).messageId === 'duplicateTitleName') {
            setNameServerError(errorMessage(error));
          } else {
            toast.error(t.createFailed);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t.title}
      width={DIALOG_MAX_WIDTH}
      onCancel={saving ? undefined : onClose}
      afterClose={reset}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          onClick={onConfirm}
          disabled={!canConfirm}
          loading={saving}
        >
          {t.confirm}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t.nameLabel}
          htmlFor={nameId}
          validateStatus={nameHelp ? 'error' : undefined}
          help={nameHelp}
        >
          <Input
            id={nameId}
            value={name}
            placeholder={t.namePlaceholder}
            allowClear
            count={{ show: true, max: TITLE_NAME_MAX, strategy: (text) => textLength(text.trim()) }}
            disabled={saving}
            onChange={(event) => {
              setName(event.target.value);
              setNameServerError(null);
            }}
            onBlur={() => setNameTouched(true)}
            onPressEnter={onConfirm}
          />
        </Form.Item>
        <Form.Item
          label={t.genresLabel}
          validateStatus={genresHelp ? 'error' : undefined}
          help={genresHelp}
        >
          <GenreCheckboxes
            label={t.genresLabel}
            value={genreIds}
            disabled={saving}
            enabled={open}
            onChange={(values) => {
              setGenreIds(values);
              setGenresTouched(true);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
