import { renderWithProviders } from '@creator/test-utils';
import { screen, within } from '@testing-library/react';
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
});
