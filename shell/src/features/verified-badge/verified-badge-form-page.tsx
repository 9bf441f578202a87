import { useApplyVerifiedAuthor, verifiedAuthorQuery } from '@creator/api';
import { nameProblem } from '@creator/api/contract';
import type { VerifiedAuthorApplyBody } from '@creator/api/contract';
import { PageFrame, QueryState, useToast, hrefs } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  PEN_NAME_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  STATEMENT_MAX,
  isEmail,
  linksAreValid,
  parseLinks,
} from './application-rules';
import { useVerifiedBadgeMessages } from './messages';

interface FormValues {
  penName: string;
  realName: string;
  email: string;
  phone: string;
  links: string;
  statement: string;
  consent: boolean;
}

function ApplicationForm() {
  const t = useVerifiedBadgeMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const apply = useApplyVerifiedAuthor();
  const [form] = Form.useForm<FormValues>();

  const requiredText = (label: string, max: number) => [
    { required: true, whitespace: true, message: t.required(label) },
    { max, message: t.tooLong(label, max) },
  ];
  /** Names are counted as the server counts them (the contract's nameProblem). */
  const requiredName = (label: string, max: number) => [
    {
      required: true,
      validator: (_: unknown, value: string | undefined) => {
        const problem = nameProblem(value ?? '', max);
        if (problem === 'required') return Promise.reject(new Error(t.required(label)));
        if (problem === 'tooLong') return Promise.reject(new Error(t.tooLong(label, max)));
        return Promise.resolve();
      },
    },
  ];

  const onFinish = (values: FormValues) => {
    const body: VerifiedAuthorApplyBody = {
      penName: values.penName.trim(),
      realName: values.realName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      links: parseLinks(values.links),
      statement: values.statement.trim(),
      consent: true,
    };
    apply.mutate(body, {
      onSuccess: () => {
        toast.success(t.submitted);
        navigate(hrefs.verifiedBadge());
      },
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ consent: false }}
      onFinish={onFinish}
      disabled={apply.isPending}
    >
      <Form.Item name="penName" label={t.penName} rules={requiredName(t.penName, PEN_NAME_MAX)}>
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="realName" label={t.realName} rules={requiredName(t.realName, REAL_NAME_MAX)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t.email}
        rules={[
          { required: true, whitespace: true, message: t.required(t.email) },
          {
            validator: (_, value?: string) =>
              !value || isEmail(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t.emailInvalid)),
          },
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
          {
            validator: (_, value?: string) =>
              linksAreValid(parseLinks(value ?? ''))
                ? Promise.resolve()
                : Promise.reject(new Error(t.linksInvalid)),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="statement"
        label={t.statement}
        rules={requiredText(t.statement, STATEMENT_MAX)}
      >
        <Input.TextArea
          showCount
          maxLength={STATEMENT_MAX}
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value?: boolean) =>
              value ? Promise.resolve() : Promise.reject(new Error(t.consentRequired)),
          },
        ]}
      >
        <Checkbox>{t.consent}</Checkbox>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          {t.submit}
        </Button>
        <Button onClick={() => navigate(hrefs.verifiedBadge())}>{t.cancel}</Button>
      </Flex>
    </Form>
  );
}

/** DOMAIN.md verified badge form: only while not applied or after a rejection. */
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
            <ApplicationForm />
          )
        }
      </QueryState>
    </PageFrame>
  );
}
