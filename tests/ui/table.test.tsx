import { screen, within } from '@testing-library/react';
import { Table, type Column } from '@/ui/Table';
import { renderWithProviders } from '../utils/render';

type Deposit = { id: string; date: string; status: string; amount: string };

const columns: Column<Deposit>[] = [
  { key: 'date', header: 'Date', cell: (row) => row.date, rowHeader: true },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
];

const rows: Deposit[] = [
  { id: 'd1', date: '1.3.2026', status: 'Approved', amount: '20,00 €' },
  { id: 'd2', date: '2.3.2026', status: 'Pending', amount: '150,50 €' },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and a row header per row', () => {
    renderWithProviders(<Table caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} empty="No deposits" />);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Status', 'Amount']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader', { name: '1.3.2026' })).toBeInTheDocument();
    // The mobile card labels are for the eye: each cell's accessible text is its value alone.
    expect(within(second as HTMLElement).getByRole('cell', { name: 'Pending' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('cell', { name: '150,50 €' })).toHaveAttribute('data-align', 'end');
    expect(screen.getByText('Deposits')).toBeVisible();
  });

  it('can keep its caption for screen readers only', () => {
    renderWithProviders(<Table caption="Withdrawals" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" />);
    const table = screen.getByRole('table', { name: 'Withdrawals' });
    const caption = table.querySelector('caption');
    // The visible box is a clipped 1px span inside the caption.
    expect(caption?.firstElementChild?.textContent).toBe('Withdrawals');
    expect(caption?.firstElementChild?.tagName).toBe('SPAN');
  });

  it('says it is empty inside the table when there are no rows', () => {
    renderWithProviders(<Table caption="Game actions" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No game actions yet" />);
    const table = screen.getByRole('table', { name: 'Game actions' });
    const cell = within(table).getByRole('cell', { name: 'No game actions yet' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('pages through the shared Pagination', () => {
    renderWithProviders(
      <Table caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" pagination={{ page: 1, pageCount: 3, hrefFor: (p) => `/en/profile/transactions/deposits?page=${p}`, label: 'Deposit pages' }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Deposit pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/profile/transactions/deposits?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no page links for a single page', () => {
    renderWithProviders(<Table caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" pagination={{ page: 1, pageCount: 1, hrefFor: String, label: 'Deposit pages' }} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks a column of long words, header and cells, as the one that gives way on a narrow desktop panel', () => {
    type Doc = { id: string; type: string; status: string };
    const docColumns: Column<Doc>[] = [
      { key: 'type', header: 'Asiakirja', cell: (row) => row.type, rowHeader: true, breakWords: true },
      { key: 'status', header: 'Tila', cell: (row) => row.status },
    ];
    renderWithProviders(<Table caption="Asiakirjasi" columns={docColumns} rows={[{ id: 'd1', type: 'Henkilöllisyystodistus', status: 'Hyväksytty' }]} rowKey={(row) => row.id} empty="Ei asiakirjoja" />);
    const table = screen.getByRole('table', { name: 'Asiakirjasi' });
    const [typeHeader, statusHeader] = within(table).getAllByRole('columnheader');
    expect(typeHeader).toHaveAttribute('data-break-words');
    expect(within(table).getByRole('rowheader', { name: 'Henkilöllisyystodistus' })).toHaveAttribute('data-break-words');
    expect(statusHeader).not.toHaveAttribute('data-break-words');
    expect(within(table).getByRole('cell', { name: 'Hyväksytty' })).not.toHaveAttribute('data-break-words');
  });

  it('lays its rows out as cards at every width when asked, keeping its roles and names', () => {
    renderWithProviders(<Table caption="Deposits" cards columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" />);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(table).toHaveAttribute('data-cards');
    expect(within(table).getAllByRole('columnheader').length).toBe(columns.length);
  });

  it('leaves every column whole unless asked', () => {
    renderWithProviders(<Table caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" />);
    expect(screen.getByRole('table', { name: 'Deposits' }).querySelector('[data-break-words]')).toBeNull();
  });
});
