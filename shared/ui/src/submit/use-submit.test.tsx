import { afterAPause, deferred, renderWithProviders } from '@creator/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useSubmit, type SubmitContext } from './use-submit';

type Call = { name: string; key: string; settle: ReturnType<typeof deferred<string>> };

/** An action whose every call is recorded and settled by the test. */
const recordedSave =
  (calls: Call[]) =>
  (name: string, { idempotencyKey }: SubmitContext) => {
    const settle = deferred<string>();
    calls.push({ name, key: idempotencyKey, settle });
    return settle.promise;
  };

// run() decides synchronously whether a trigger calls the action: once the form has handed a
// submission to run() (`submitted`), `calls` says whether it was taken, with no waiting.
function SaveForm({
  calls,
  onError,
  submitted = [],
}: {
  calls: Call[];
  onError?: (error: unknown) => void;
  submitted?: string[];
}) {
  const [result, setResult] = useState('');
  const save = useSubmit(recordedSave(calls), { onError });
  return (
    <Form
      onFinish={({ name }: { name: string }) => {
        submitted.push(name);
        void save.run(name).then((r) => setResult(r ?? ''));
      }}
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

/** A plain button: a click calls run() in its own handler, so `calls` is final once it returns. */
function SaveButton({ calls }: { calls: Call[] }) {
  const save = useSubmit(recordedSave(calls));
  return (
    <button type="button" onClick={() => void save.run('第一章')}>
      儲存
    </button>
  );
}

// The page's clock (performance.now, which tells the clicks of one gesture apart) stands still
// unless a test moves it with afterAPause: how fast the machine runs a test cannot turn a double
// click into two gestures. (Never restored: afterAPause builds on it for the rest of the file.)
beforeAll(() => {
  const now = performance.now();
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});

describe('useSubmit', () => {
  it('sends one request for a double click, and allows the next click once it settles', async () => {
    const calls: Call[] = [];
    renderWithProviders(<SaveButton calls={calls} />);
    const button = screen.getByRole('button', { name: '儲存' });
    // Two clicks in the same task, before React can re-render a disabled button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toHaveLength(1);
    // A third click while the first is still pending, after the double click is over: only the
    // request in flight holds it back.
    afterAPause();
    fireEvent.click(button);
    expect(calls).toHaveLength(1);

    await act(async () => calls[0].settle.resolve('已儲存'));
    afterAPause();
    fireEvent.click(button);
    expect(calls).toHaveLength(2);
  });

  it('sends one request for a double click whose first click is answered before the second', async () => {
    const calls: Call[] = [];
    const submitted: string[] = [];
    renderWithProviders(<SaveForm calls={calls} submitted={submitted} />);
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // A local server answers within a few milliseconds, well inside the double click (the
    // page's clock has not moved).
    calls[0].settle.resolve('已儲存');
    expect(await screen.findByText('已儲存')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
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
    const submitted: string[] = [];
    renderWithProviders(<SaveForm calls={calls} submitted={submitted} />);
    const form = screen.getByLabelText('名稱').closest('form') as HTMLFormElement;
    // The key's repeats, each once the form has handed the previous one on.
    for (let i = 1; i <= 5; i += 1) {
      fireEvent.submit(form);
      await waitFor(() => expect(submitted).toHaveLength(i));
    }
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
