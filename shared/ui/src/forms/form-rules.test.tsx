import { renderWithProviders } from '@creator/test-utils';
import { screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { checkRule, useFieldRefusal } from './form-rules';

interface Values {
  name: string;
}

/** A one-field form whose Save the "server" refuses for the name 'taken'. */
function NameForm() {
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form) ?? '';
  const refusal = useFieldRefusal(form, 'name');
  return (
    <Form<Values>
      form={form}
      initialValues={{ name: '' }}
      onFinish={(values) => {
        if (values.name === 'taken') refusal.refuse('名稱已被使用');
      }}
    >
      <Form.Item
        name="name"
        label="名稱"
        rules={[checkRule((value: string) => (value.trim() ? null : '請輸入名稱')), refusal.rule]}
      >
        <Input />
      </Form.Item>
      <Button htmlType="submit" disabled={refusal.isRefused(name)}>
        儲存
      </Button>
    </Form>
  );
}

describe('checkRule and useFieldRefusal', () => {
  it('shows the check’s message, and a refusal at the field until the value changes', async () => {
    const { user } = renderWithProviders(<NameForm />);
    const field = screen.getByLabelText('名稱');
    const save = () => screen.getByRole('button', { name: '儲存' });

    await user.click(save());
    expect(await screen.findByText('請輸入名稱')).toBeInTheDocument();

    await user.type(field, 'taken');
    await waitFor(() => expect(screen.queryByText('請輸入名稱')).not.toBeInTheDocument());
    await user.click(save());
    expect(await screen.findByText('名稱已被使用')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(field).toHaveValue('taken');

    await user.type(field, '2');
    await waitFor(() => expect(screen.queryByText('名稱已被使用')).not.toBeInTheDocument());
    expect(save()).toBeEnabled();
    // Back to the refused value: refused again without asking the server.
    await user.type(field, '{Backspace}');
    expect(await screen.findByText('名稱已被使用')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});
