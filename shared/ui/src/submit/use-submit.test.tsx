import { afterAPause, deferred, renderWithProviders } from '@creator/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useSubmit, type SubmitContext } from './use-submit';

type Call = { name: string; key: string; settle: ReturnType<typeof deferred<string>> };

function SaveForm({ calls, onError }: { calls: Call[]; onError?: (error: unknown) => void }) {
  const [result, setResult] = useState('');
  const save = useSubmit(
    (name: string, { idempotencyKey }: SubmitContext) => {
      const settle = deferred<string>();
      calls.push({ name, key: idempotencyKey, settle });
      return settle.promise;
    },
    { onError },
  );
  return (
    <Form
      onFinish={({ name }: { name: string }) => void save.run(name).then((r) => setResult(r ?? ''))}
    >
      <Form.Item name="name" label="名稱" initialValue="第一章">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={save.pending}>
        儲存
      </Button>
      <output>{result}</output>
    </Form>
  );
}

describe('useSubmit', () => {
  it('sends one request for a double click, and allows the next click once it settles', async () => {
    const calls: Call[] = [];
    renderWithProviders(<SaveForm calls={calls} />);
    const button = screen.getByRole('button', { name: '儲存' });
    // Two clicks in the same task, before React can re-render a disabled button.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    // A third click while the first is still pending (the button shows it is busy).
    fireEvent.click(screen.getByRole('button', { name: /儲存/ }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);

    calls[0].settle.resolve('已儲存');
    expect(await screen.findByText('已儲存')).toBeInTheDocument();
    afterAPause();
    fireEvent.click(await screen.findByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('sends one request for a double click whose first click is answered before the second', async () => {
    const calls: Call[] = [];
    renderWithProviders(<SaveForm calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // A local server answers within a few milliseconds, well inside the double click.
    calls[0].settle.resolve('已儲存');
    expect(await screen.findByText('已儲存')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);

    // The same thing clicked again later is a new intent.
    afterAPause();
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('lets a different action through at once after a quick answer', async () => {
    const received: boolean[] = [];
    function Toggle() {
      const [hidden, setHidden] = useState(false);
      const toggle = useSubmit(async (next: boolean) => {
        received.push(next);
        setHidden(next);
      });
      return (
        <button type="button" onClick={() => void toggle.run(!hidden)}>
          {hidden ? '取消隱藏' : '隱藏'}
        </button>
      );
    }
    renderWithProviders(<Toggle />);
    fireEvent.click(screen.getByRole('button', { name: '隱藏' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消隱藏' }));
    await waitFor(() => expect(received).toEqual([true, false]));
  });

  it('sends one request while Enter is held down in a field', async () => {
    const calls: Call[] = [];
    renderWithProviders(<SaveForm calls={calls} />);
    const field = screen.getByLabelText('名稱');
    for (let i = 0; i < 5; i += 1) fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('gives a retry of the same intent the same idempotency key, and a new intent a new one', async () => {
    const calls: Call[] = [];
    const errors: unknown[] = [];
    const { user } = renderWithProviders(
      <SaveForm calls={calls} onError={(error) => errors.push(error)} />,
    );
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].settle.reject(new Error('timeout'));
    await waitFor(() => expect(errors).toHaveLength(1));

    // Retry of the same thing, once the author has read the error: same key.
    afterAPause();
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].key).toBe(calls[0].key);
    calls[1].settle.resolve('ok');
    expect(await screen.findByText('ok')).toBeInTheDocument();

    // After a success the same values are a new intent (saving again on purpose).
    afterAPause();
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
    calls[2].settle.reject(new Error('refused'));
    await waitFor(() => expect(errors).toHaveLength(2));

    // Changed values after a failure: a different intent, a different key.
    await user.clear(screen.getByLabelText('名稱'));
    await user.type(screen.getByLabelText('名稱'), '第二章');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3].name).toBe('第二章');
    expect(calls[3].key).not.toBe(calls[2].key);
  });

  it('shows the button busy while pending and never rejects to the caller', async () => {
    const calls: Call[] = [];
    const { user } = renderWithProviders(<SaveForm calls={calls} />);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /儲存/ })).toHaveClass('ant-btn-loading'),
    );
    calls[0].settle.reject(new Error('boom'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '儲存' })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('runs an action that takes no context with the run’s own arguments', async () => {
    const received: unknown[][] = [];
    function Sorter() {
      const save = useSubmit(async (ids: string[], note: string) => {
        received.push([ids, note]);
      });
      return (
        <button type="button" onClick={() => void save.run(['c2', 'c1'], 'order')}>
          排序
        </button>
      );
    }
    renderWithProviders(<Sorter />);
    fireEvent.click(screen.getByRole('button', { name: '排序' }));
    await waitFor(() => expect(received).toHaveLength(1));
    // The context comes after the run's arguments; an action may leave it out.
    expect(received[0]).toEqual([['c2', 'c1'], 'order']);
  });
});
