import { useApplyVerifiedAuthor, verifiedAuthorQuery } from '@creator/api';
import {
  PageFrame,
  QueryState,
  checkRule,
  hrefs,
  useErrorMessage,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useCharacterMessage } from '@creator/ui/forms';
import type { SubmitContext } from '@creator/ui';
import { type PlainTextProblem, textLength } from '@creator/api/contract';
import type { VerifiedAuthorApplication } from '@creator/api/contract';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PEN_NAME_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  STATEMENT_MAX,
  isEmail,
  linksAreValid,
  parseLinks,
  penNameProblem,
  realNameProblem,
  statementProblem,
} from './application-rules';
import { useVerifiedBadgeMessages } from './messages';
import { type ApplicationValues, toApplyBody, toFormValues } from './verified-badge-values';

/** Counters count as the server does: trimmed, in characters as the author sees them. */
const counter = (max: number) => ({
  show: true,
  max,
  strategy: (text: string) => textLength(text.trim()),
});

function ApplicationForm({ previous }: { previous: VerifiedAuthorApplication | null }) {
  const t = useVerifiedBadgeMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // Its failure shows above the submit button; everything typed stays.
  const apply = useApplyVerifiedAuthor({ errorDisplay: 'inline' });
  const [form] = Form.useForm<ApplicationValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const characterMessage = useCharacterMessage();
  /**
   * The names and the statement, counted and checked as the server does (the contract's rules):
   * required, at most `max` characters as the author sees them, no control characters, and the
   * names on one line. What is typed is never cut.
   */
  const requiredText = (
    label: string,
    max: number,
    problemOf: (value: string) => PlainTextProblem | null,
  ) => [
    {
      // Marks the field required; the check below decides (and words) every problem, once.
      required: true,
      ...checkRule((value: string | undefined) => {
        const problem = problemOf(value ?? '');
        if (problem === 'required') return t.required(label);
        if (problem === 'tooLong') return t.tooLong(label, max);
        return characterMessage(problem, value ?? '');
      }),
    },
  ];

  // One application per intent: a retry after a lost answer carries the same key and gets the
  // first answer, not "already pending".
  const submit = useSubmit(
    async (values: ApplicationValues, { idempotencyKey }: SubmitContext) => {
      setFailure(null);
      await apply.mutateAsync({ ...toApplyBody(values), idempotencyKey });
      toast.success(t.submitted);
      navigate(hrefs.verifiedBadge());
    },
    { onError: (error) => setFailure(t.submitFailed(errorMessage(error))) },
  );

  return (
    <Form<ApplicationValues>
      form={form}
      name="verified-badge"
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={toFormValues(previous)}
      onFinish={(values) => void submit.run(values)}
      onValuesChange={() => setFailure(null)}
      disabled={submit.pending}
    >
      <Form.Item
        name="penName"
        label={t.penName}
        rules={requiredText(t.penName, PEN_NAME_MAX, penNameProblem)}
      >
        <Input autoComplete="nickname" count={counter(PEN_NAME_MAX)} />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t.realName}
        rules={requiredText(t.realName, REAL_NAME_MAX, realNameProblem)}
      >
        <Input autoComplete="name" count={counter(REAL_NAME_MAX)} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t.email}
        rules={[
          { required: true, whitespace: true, message: t.required(t.email) },
          checkRule((value?: string) => (!value || isEmail(value) ? null : t.emailInvalid)),
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t.phone}
        rules={[
          { required: true, whitespace: true, message: t.required(t.phone) },
          { pattern: PHONE_PATTERN, message: t.phoneInvalid },
        ]}
      >
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="links"
        label={t.links}
        extra={t.linksHelp}
        rules={[
          checkRule((value?: string) =>
            linksAreValid(parseLinks(value ?? '')) ? null : t.linksInvalid,
          ),
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="statement"
        label={t.statement}
        rules={requiredText(t.statement, STATEMENT_MAX, statementProblem)}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} count={counter(STATEMENT_MAX)} />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[checkRule((value?: boolean) => (value ? null : t.consentRequired))]}
      >
        <Checkbox>{t.consent}</Checkbox>
      </Form.Item>
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={submit.pending}>
          {t.submit}
        </Button>
        <Button onClick={() => navigate(hrefs.verifiedBadge())}>{t.cancel}</Button>
      </Flex>
    </Form>
  );
}

/** The verified badge form: only while not applied or after a rejection. */
export function VerifiedBadgeFormPage() {
  const t = useVerifiedBadgeMessages();
  const navigate = useNavigate();
  const info = useQuery(verifiedAuthorQuery());
  return (
    <PageFrame title={t.formTitle}>
      <QueryState query={info}>
        {(data) =>
          data.status === 'PENDING' || data.status === 'VERIFIED' ? (
            <Alert
              type="info"
              title={t.alreadyApplied}
              action={
                <Button onClick={() => navigate(hrefs.verifiedBadge())}>{t.backToStatus}</Button>
              }
            />
          ) : (
            <>
              {data.status === 'REJECTED' && data.rejectReason ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t.rejectReason(data.rejectReason)}
                  description={t.reapplyHint}
                  style={{ marginBottom: 16, maxWidth: 640 }}
                />
              ) : null}
              {/* After a rejection the form starts from the application that was sent. */}
              <ApplicationForm previous={data.status === 'REJECTED' ? data.application : null} />
            </>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
