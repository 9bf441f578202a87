import { registerAnalyticsSink } from '@creator/analytics';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import {
  afterAPause,
  apiUrl,
  http,
  HttpResponse,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateWorkDialog } from './create-work-dialog';

setupMswServer();

const GENRES = [
  { genreId: 'g1', displayName: '奇幻' },
  { genreId: 'g2', displayName: '愛情' },
  { genreId: 'g3', displayName: '懸疑' },
  { genreId: 'g4', displayName: '科幻' },
];

function serveGenres() {
  server.use(http.get(apiUrl(apiPaths.genres), () => HttpResponse.json({ genres: GENRES })));
}

async function renderDialog() {
  serveGenres();
  const onClose = jest.fn();
  const view = renderWithProviders(<CreateWorkDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: '建立作品' });
  await within(dialog).findByRole('checkbox', { name: '奇幻' });
  const name = within(dialog).getByLabelText('作品名稱');
  const confirm = () => within(dialog).getByRole('button', { name: /^建\s?立$/ });
  const pick = async (...labels: string[]) => {
    for (const label of labels)
      await view.user.click(within(dialog).getByRole('checkbox', { name: label }));
  };
  return { ...view, dialog, name, confirm, pick, onClose };
}

describe('CreateWorkDialog', () => {
  it('accepts 65 characters after trimming and refuses 66', async () => {
    const { user, dialog, name, confirm, pick } = await renderDialog();
    await pick('奇幻');
    // Pasted: typing 70 characters one by one through an antd field is slow in jsdom.
    await user.click(name);
    await user.paste(`  ${'字'.repeat(65)}  `);
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(within(dialog).getByText('65 / 65')).toBeInTheDocument();

    await user.clear(name);
    await user.paste(` ${'字'.repeat(66)} `);
    await waitFor(() => expect(confirm()).toBeDisabled());
    // Rules validate as the author types; their message shows once the check has run.
    expect(await within(dialog).findByText('作品名稱最多 65 個字')).toBeInTheDocument();
  });

  it('names a text-direction override pasted into the name, keeps the name and does not create', async () => {
    const { user, dialog, name, confirm, pick } = await renderDialog();
    await pick('奇幻');
    await user.click(name);
    await user.paste('Night\u202Egnp.exe');
    expect(
      await within(dialog).findByText(
        '文字裡有看不見的控制字元或文字方向符號（U+202E），常見於從其他程式貼上的內容，請刪除後再繼續。',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Night\u202Egnp.exe');
    expect(confirm()).toBeDisabled();
  });

  it('refuses a name of whitespace only, and clears the name with the clear button', async () => {
    const { user, dialog, name, confirm, pick } = await renderDialog();
    await pick('奇幻');
    await user.type(name, '    ');
    await user.tab();
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(within(dialog).getByText('請輸入作品名稱')).toBeInTheDocument();

    await user.type(name, '書名');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(dialog.querySelector('.ant-input-clear-icon') as HTMLElement);
    expect(name).toHaveValue('');
    await waitFor(() => expect(confirm()).toBeDisabled());
  });

  it('needs one to three genres, with their hints', async () => {
    const { user, dialog, name, confirm, pick } = await renderDialog();
    await user.type(name, '我的小說');
    await waitFor(() => expect(confirm()).toBeDisabled()); // 0 genres

    await pick('奇幻');
    await waitFor(() => expect(confirm()).toBeEnabled()); // 1
    await pick('奇幻');
    expect(await within(dialog).findByText('至少需選擇一個分類')).toBeInTheDocument();
    await waitFor(() => expect(confirm()).toBeDisabled());

    await pick('奇幻', '愛情', '懸疑');
    await waitFor(() => expect(confirm()).toBeEnabled()); // 3
    await waitFor(() => expect(within(dialog).queryByText('至少需選擇一個分類')).toBeNull());
    expect(within(dialog).queryByText('最多選擇三個分類')).not.toBeInTheDocument();

    await pick('科幻');
    expect(await within(dialog).findByText('最多選擇三個分類')).toBeInTheDocument();
    await waitFor(() => expect(confirm()).toBeDisabled()); // 4
  });

  it('creates the work with the trimmed name, stays disabled while saving, tracks it and opens it', async () => {
    const tracked: string[] = [];
    const disconnect = registerAnalyticsSink({
      track: (event) => tracked.push(event),
      setUserId: () => {},
      reset: () => {},
    });
    let body: unknown;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl(apiPaths.titles), async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ titleId: 'new-title' });
      }),
    );
    const { user, dialog, name, confirm, pick, onClose, location } = await renderDialog();
    await user.type(name, '  星之海  ');
    await pick('奇幻', '愛情');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    // While saving the button shows a spinner (its name gains the icon's label) and is disabled.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /建\s?立/ })).toBeDisabled(),
    );
    expect(onClose).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ displayName: '星之海', genreIds: ['g1', 'g2'] });
    await waitFor(() => expect(location().pathname).toBe('/book'));
    expect(location().search).toBe('?titleId=new-title');
    expect(tracked).toContain('Work Created');
    disconnect();
  });

  it('shows the duplicate-name message at the name and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl(apiPaths.titles), () =>
        HttpResponse.json(
          apiErrorBody('DUPLICATED_TITLE_DISPLAY_NAME_AND_OWNER_KEY', 'duplicated'),
          {
            status: 409,
          },
        ),
      ),
    );
    const { user, dialog, name, confirm, pick, onClose } = await renderDialog();
    await user.type(name, '星之海');
    await pick('奇幻');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    expect(await within(dialog).findByText('作品名稱重複')).toBeInTheDocument();
    expect(name).toHaveValue('星之海');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm()).toBeDisabled());
    await user.type(name, '2');
    await waitFor(() => expect(confirm()).toBeEnabled());
  });

  it('toasts the create-failure message on any other failure', async () => {
    server.use(
      http.post(apiUrl(apiPaths.titles), () =>
        HttpResponse.json(apiErrorBody('InternalFailure', 'boom'), { status: 500 }),
      ),
    );
    const { user, name, confirm, pick, onClose } = await renderDialog();
    await user.type(name, '星之海');
    await pick('奇幻');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    expect(
      await screen.findByText('抱歉，建立作品時發生了一點問題，請再試一次'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one request for a double click, and a retry after a failure with the same key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiUrl(apiPaths.titles), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.json(apiErrorBody('InternalFailure', 'boom'), { status: 500 })
          : HttpResponse.json({ titleId: 'new-title' }, { status: 201 });
      }),
    );
    const { user, name, confirm, pick, onClose, location } = await renderDialog();
    await user.type(name, '星之海');
    await pick('奇幻');
    // Two clicks in one task, before React can re-render a disabled button.
    fireEvent.click(confirm());
    fireEvent.click(confirm());
    expect(
      await screen.findByText('抱歉，建立作品時發生了一點問題，請再試一次'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);

    afterAPause();
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(location().search).toBe('?titleId=new-title'));
    expect(onClose).toHaveBeenCalled();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
