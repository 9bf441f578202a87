import { toUiError, useCreateTitle } from '@creator/api';
import { TITLE_NAME_MAX, genresProblem, textLength, workNameProblem } from '@creator/api/contract';
import { EVENTS, track } from '@creator/analytics';
import {
  DIALOG_MAX_WIDTH,
  GenreCheckboxes,
  checkRule,
  hrefs,
  useErrorMessage,
  useFieldRefusal,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import type { SubmitContext } from '@creator/ui';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { type CreateWorkValues, EMPTY_VALUES, isValid, toCreateBody } from './create-work-values';
import { useCreateWorkMessages } from './messages';

interface CreateWorkDialogProps {
  open: boolean;
  onClose: () => void;
}

const FORM_NAME = 'create-work';

/** Name and genres, Create disabled while invalid or saving; opens the new work. */
export function CreateWorkDialog({ open, onClose }: CreateWorkDialogProps) {
  const t = useCreateWorkMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const characterMessage = useCharacterMessage();
  // Its failures show here: a duplicate name at the field, anything else as the create toast.
  const createTitle = useCreateTitle({ errorDisplay: 'inline' });
  const [form] = Form.useForm<CreateWorkValues>();
  // Fields register as they mount: until then the watched values are partial.
  const values = { ...EMPTY_VALUES, ...Form.useWatch((all: CreateWorkValues) => all, form) };
  const nameRefusal = useFieldRefusal(form, 'displayName');
  const genresLabelId = useId();

  const submit = useSubmit(
    async (fields: CreateWorkValues, { idempotencyKey }: SubmitContext) => {
      const { titleId } = await createTitle.mutateAsync({
        ...toCreateBody(fields),
        idempotencyKey,
      });
      track(EVENTS.workCreated, { titleId });
      onClose();
      navigate(hrefs.work({ titleId }));
    },
    {
      // The action throws on failure, so a retry of the same values keeps the same key.
      onError: (error) => {
        if (toUiError(error).messageId === 'duplicateTitleName') {
          nameRefusal.refuse(errorMessage(error));
        } else {
          toast.error(t.createFailed);
        }
      },
    },
  );
  const saving = submit.pending;
  const canConfirm = isValid(values) && !nameRefusal.isRefused(values.displayName) && !saving;

  return (
    <Modal
      open={open}
      title={t.title}
      width={DIALOG_MAX_WIDTH}
      onCancel={saving ? undefined : onClose}
      afterClose={() => {
        form.resetFields();
        nameRefusal.clear();
      }}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          onClick={() => form.submit()}
          disabled={!canConfirm}
          loading={saving}
        >
          {t.confirm}
        </Button>,
      ]}
    >
      <Form<CreateWorkValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        component="div"
        initialValues={EMPTY_VALUES}
        disabled={saving}
        onFinish={(fields) => void submit.run(fields)}
      >
        <Form.Item
          name="displayName"
          label={t.nameLabel}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            checkRule((name: string) => {
              const problem = workNameProblem(name);
              if (problem === 'tooLong') return t.nameTooLong(TITLE_NAME_MAX);
              if (problem === 'required') return t.nameRequired;
              return characterMessage(problem, name);
            }),
            nameRefusal.rule,
          ]}
        >
          <Input
            placeholder={t.namePlaceholder}
            allowClear
            count={{ show: true, max: TITLE_NAME_MAX, strategy: (text) => textLength(text.trim()) }}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item
          name="genreIds"
          label={<span id={genresLabelId}>{t.genresLabel}</span>}
          rules={[
            checkRule((genreIds: string[]) => {
              const problem = genresProblem(genreIds);
              if (problem === 'tooMany') return t.genresTooMany;
              return problem === 'tooFew' ? t.genresTooFew : null;
            }),
          ]}
        >
          <GenreCheckboxes labelledBy={genresLabelId} enabled={open} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
