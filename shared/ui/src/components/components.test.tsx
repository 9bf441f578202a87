import { http as api } from '@creator/api';
import { apiErrorBody } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { PageFrame } from './page-frame';
import { QueryState } from './query-state';
import { TextInputDialog } from './text-input-dialog';

setupMswServer();

describe('PageFrame', () => {
  it('shows the title as the page heading, the actions and the content', () => {
    renderWithProviders(
      <PageFrame title="我的作品" extra={<button type="button">建立作品</button>}>
        <p>內容</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '我的作品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '建立作品' })).toBeInTheDocument();
    expect(screen.getByText('內容')).toBeInTheDocument();
  });

  it('names the browser tab after its heading, as the heading changes, and lets go when it leaves', () => {
    function Work({ name }: { name?: string }) {
      return (
        <PageFrame title={name ? <>「{name}」的數據</> : '作品數據'}>
          <p>內容</p>
        </PageFrame>
      );
    }
    const { rerender, unmount } = renderWithProviders(<Work />);
    expect(document.title).toBe('作品數據 · 創作者後台');
    // The work's name arrives, inside other text.
    rerender(<Work name="霧城夜話" />);
    expect(document.title).toBe('「霧城夜話」的數據 · 創作者後台');
    unmount();
    expect(document.title).toBe('創作者後台');
  });
});

interface Work {
  name: string;
}

function WorkList() {
  const query = useQuery({
    queryKey: ['test-works'],
    queryFn: () => api.get<Work[]>('/v2/test-works').then((response) => response.data),
  });
  return (
    <QueryState query={query} isEmpty={(works) => works.length === 0} empty={<p>還沒有作品</p>}>
      {(works) => (
        <ul>
          {works.map((work) => (
            <li key={work.name}>{work.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a loading state, then the data', async () => {
    server.use(http.get(apiUrl('/v2/test-works'), () => HttpResponse.json([{ name: '星之海' }])));
    renderWithProviders(<WorkList />);

    expect(screen.getByRole('status', { name: '載入中' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('星之海');
    expect(screen.queryByRole('status', { name: '載入中' })).not.toBeInTheDocument();
  });

  it('shows the empty state for empty data', async () => {
    server.use(http.get(apiUrl('/v2/test-works'), () => HttpResponse.json([])));
    renderWithProviders(<WorkList />);
    expect(await screen.findByText('還沒有作品')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry, and Retry loads again", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/v2/test-works'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiErrorBody('InternalFailure', '系統忙碌中'), { status: 500 })
          : HttpResponse.json([{ name: '第二次' }]);
      }),
    );
    const { user } = renderWithProviders(<WorkList />);

    expect(await screen.findByRole('alert')).toHaveTextContent('系統忙碌中');
    await user.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('第二次');
    expect(calls).toBe(2);
  });

  it('shows the network message when there is no response', async () => {
    server.use(http.get(apiUrl('/v2/test-works'), () => HttpResponse.error()));
    renderWithProviders(<WorkList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('請確認網路狀態後再試一次');
  });
});

describe('QueryState with cached data', () => {
  it('keeps showing the data when only a background refetch failed', () => {
    renderWithProviders(
      <QueryState
        query={{
          isPending: false,
          isError: true,
          error: new Error('refetch failed'),
          data: ['舊資料'],
          refetch: () => undefined,
        }}
      >
        {(items) => <p>{items[0]}</p>}
      </QueryState>,
    );
    expect(screen.getByText('舊資料')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function NameDialogHarness({ onConfirm }: { onConfirm: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開啟
      </button>
      <TextInputDialog
        open={open}
        title="建立作品"
        label="作品名稱"
        maxLength={65}
        onConfirm={(value) => {
          onConfirm(value);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('TextInputDialog', () => {
  it('keeps confirm disabled until the trimmed text is not empty, then confirms it trimmed', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<NameDialogHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: '開啟' }));

    const dialog = await screen.findByRole('dialog', { name: '建立作品' });
    const confirm = screen.getByRole('button', { name: /確\s*定/ });
    expect(confirm).toBeDisabled();

    const input = screen.getByLabelText('作品名稱');
    await user.type(input, '   ');
    expect(confirm).toBeDisabled();

    await user.type(input, '星之海  ');
    expect(confirm).toBeEnabled();
    // Counted as it is sent: trimmed.
    expect(dialog).toHaveTextContent('3 / 65');

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('星之海');
  });

  it('confirms with Enter, never with empty text', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<NameDialogHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const input = await screen.findByLabelText('作品名稱');

    await user.type(input, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(input, '月光{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('月光');
  });

  it('starts empty again when reopened after cancel', async () => {
    const { user } = renderWithProviders(<NameDialogHarness onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    await user.type(await screen.findByLabelText('作品名稱'), '草稿');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '開啟' }));
    expect(await screen.findByLabelText('作品名稱')).toHaveValue('');
  });

  it('keeps pasted text over maxLength whole, says by how much, and confirms only once it fits', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<NameDialogHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const dialog = await screen.findByRole('dialog', { name: '建立作品' });
    const input = await screen.findByLabelText('作品名稱');
    const confirm = screen.getByRole('button', { name: /確\s*定/ });
    await user.click(input);
    await user.paste('字'.repeat(70));

    expect(input).toHaveValue('字'.repeat(70));
    expect(dialog).toHaveTextContent('70 / 65');
    expect(input).toHaveAccessibleDescription(
      '最多 65 個字，目前多了 5 個字。內容都保留著，請刪減後再繼續。',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(input, '{Backspace>5/}');
    expect(confirm).toBeEnabled();
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, '{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('字'.repeat(65));
  });

  it('counts an emoji as one character, as the server counts names', async () => {
    const { user } = renderWithProviders(<NameDialogHarness onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const dialog = await screen.findByRole('dialog', { name: '建立作品' });
    const input = await screen.findByLabelText('作品名稱');
    await user.click(input);
    await user.paste('🐉'.repeat(65));
    expect(dialog).toHaveTextContent('65 / 65');
    expect(screen.getByRole('button', { name: /確\s*定/ })).toBeEnabled();
    await user.paste('🐉');
    expect(input).toHaveValue('🐉'.repeat(66));
    expect(dialog).toHaveTextContent('66 / 65');
    expect(screen.getByRole('button', { name: /確\s*定/ })).toBeDisabled();
  });

  it('takes several lines when multiline: Enter starts a new line, the text is sent with its breaks', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(
      <TextInputDialog
        open
        title="回覆讀者"
        label="回覆內容"
        initialValue={'第一行\n第二行'}
        maxLength={1000}
        multiline
        confirmText="送出"
        onConfirm={onConfirm}
        onCancel={jest.fn()}
      />,
    );
    const field = await screen.findByRole('textbox', { name: '回覆內容' });
    expect(field.tagName).toBe('TEXTAREA');
    // An existing reply keeps its line breaks.
    expect(field).toHaveValue('第一行\n第二行');

    await user.type(field, '{Enter}第三行');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(onConfirm).toHaveBeenCalledWith('第一行\n第二行\n第三行');
  });

  it('shows what check says is wrong and keeps confirm off meanwhile', async () => {
    const { user } = renderWithProviders(
      <TextInputDialog
        open
        title="回覆讀者"
        label="回覆內容"
        check={(text) => (text.includes('!') ? '不可以有驚嘆號' : null)}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const field = await screen.findByRole('textbox', { name: '回覆內容' });
    await user.type(field, '你好!');
    expect(field).toHaveAccessibleDescription('不可以有驚嘆號');
    expect(screen.getByRole('button', { name: /確\s*定/ })).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('button', { name: /確\s*定/ })).toBeEnabled();
  });
});

describe('ConfirmDialog', () => {
  it('asks, and reports confirm and cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="刪除作品？"
        content="刪除後無法復原"
        confirmText="刪除"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: '刪除作品？' })).toHaveTextContent('刪除後無法復原');

    await user.click(screen.getByRole('button', { name: /刪\s*除/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
