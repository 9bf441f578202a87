import { renderWithProviders } from '@creator/test-utils';
import { act, screen, within } from '@testing-library/react';
import Table from 'antd/es/table';
import { TableRegion, WIDE_TABLE } from './table-region';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 'a', name: '雨夜來信', amount: 1200 },
  { id: 'b', name: '霧港', amount: 80 },
];
const columns = [
  { title: '作品', dataIndex: 'name' },
  { title: '金額', dataIndex: 'amount', align: 'right' as const },
];

function Ledger() {
  return (
    <TableRegion label="收益明細">
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        {...WIDE_TABLE}
      />
    </TableRegion>
  );
}

describe('TableRegion with WIDE_TABLE', () => {
  it('makes the scroll box a named region the keyboard can focus, holding the table', async () => {
    const { user } = renderWithProviders(<Ledger />);
    const region = await screen.findByRole('region', { name: '收益明細' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: '雨夜來信' })).toBeInTheDocument();
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('scrolls sideways rather than squeezing the columns: the table keeps its content’s width', async () => {
    renderWithProviders(<Ledger />);
    const region = await screen.findByRole('region', { name: '收益明細' });
    expect(region).toHaveStyle({ overflowX: 'auto' });
    expect(within(region).getByRole('table')).toHaveStyle({
      width: 'max-content',
      minWidth: '100%',
    });
  });

  it('renders no hidden measuring row, which only fixed columns need', async () => {
    // What makes it cheaper than `scroll={{ x: 'max-content' }}`: rc-table measures each
    // column's width through a hidden row (one more render and a forced layout).
    const { container } = renderWithProviders(<Ledger />);
    await screen.findByRole('region', { name: '收益明細' });
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    // The same table with antd's own horizontal scroll does render one: the check above can fail.
    const scrolled = renderWithProviders(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />,
    );
    expect(scrolled.container.querySelector('.ant-table-measure-row')).not.toBeNull();
  });

  describe('its keyboard stop', () => {
    /** A ResizeObserver whose callbacks the test calls, as the browser would after a layout. */
    const observers: (() => void)[] = [];
    const original = window.ResizeObserver;
    beforeEach(() => {
      observers.length = 0;
      window.ResizeObserver = class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        unobserve() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      window.ResizeObserver = original;
    });

    /** Lays the box out at `box` px wide around a table of `content` px, and tells the observers. */
    function layOut(region: HTMLElement, box: number, content: number) {
      Object.defineProperty(region, 'clientWidth', { configurable: true, value: box });
      Object.defineProperty(region, 'scrollWidth', { configurable: true, value: content });
      act(() => observers.forEach((notify) => notify()));
    }

    it('is there while the table is wider than its box, and gone while it fits', async () => {
      const { user } = renderWithProviders(
        <>
          <Ledger />
          <button type="button">下一步</button>
        </>,
      );
      const region = await screen.findByRole('region', { name: '收益明細' });
      const next = screen.getByRole('button', { name: '下一步' });
      layOut(region, 960, 520);
      expect(region).not.toHaveAttribute('tabindex');
      expect(region).toHaveAccessibleName('收益明細');
      await user.tab();
      // Past the box that has nothing to scroll, straight to what follows it.
      expect(next).toHaveFocus();

      layOut(region, 343, 520);
      await user.tab({ shift: true });
      expect(region).toHaveFocus();
    });
  });
});
