import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../src/app/providers.tsx';
import { DataList } from '../../src/components/ui/data-list.tsx';
import { RowActions, rowActions, type RowActionsProps } from '../../src/components/ui/row-actions.tsx';
import { screenWidth } from '../helpers.ts';

function renderActions(props: RowActionsProps) {
  return render(
    <Providers client={new QueryClient()}>
      <MemoryRouter>
        <RowActions {...props} />
      </MemoryRouter>
    </Providers>,
  );
}

const asked = (run: () => Promise<unknown>) => ({
  label: 'Ta bort Lager',
  title: 'Ta bort samlingen?',
  text: 'Samlingen ”Lager” tas bort.',
  done: 'Samling borttagen',
  run,
});

describe('RowActions', () => {
  it('draws the edit link with its own accessible name', () => {
    renderActions({ edit: { to: '/admin/x?samling=3', text: 'Redigera', label: 'Redigera Lager' } });
    const link = screen.getByRole('link', { name: 'Redigera Lager' });
    expect(link).toHaveAttribute('href', '/admin/x?samling=3');
    expect(link).toHaveTextContent('Redigera');
  });

  it('asks before a delete, and deletes only once confirmed', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderActions({ remove: asked(run) });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Lager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort samlingen?' });
    expect(dialog).toHaveTextContent('Samlingen ”Lager” tas bort.');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(run).toHaveBeenCalledOnce();
    expect(await screen.findByText('Samling borttagen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels on Escape and on Avbryt, and gives the focus back to the button', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderActions({ remove: asked(run) });
    const button = screen.getByRole('button', { name: 'Ta bort Lager' });
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });

  it('closes after a failed delete without a success toast (the mutation tells the failure)', async () => {
    const run = vi.fn(() => Promise.reject(new Error('nej')));
    renderActions({ remove: asked(run) });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Lager' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByText('Samling borttagen')).toBeNull();
  });

  it('only opens the screen’s own dialog for a delete that asks in its own way', async () => {
    const open = vi.fn();
    renderActions({ remove: { label: 'Ta bort Demo AB', open } });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Demo AB' }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws nothing without an action', () => {
    renderActions({});
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('rowActions in a DataList', () => {
  const rows = [{ id: 3, name: 'Lager' }];
  const actions = rowActions<(typeof rows)[number]>('Åtgärder', (row) => ({
    edit: { to: `/x/${row.id}`, text: 'Redigera', label: `Redigera ${row.name}` },
    remove: { label: `Ta bort ${row.name}`, open: () => undefined },
  }));
  const renderList = (width: number) => {
    screenWidth(width);
    render(
      <MemoryRouter>
        <DataList
          rows={rows}
          columns={[{ key: 'name', header: 'Namn', cell: (r) => r.name, card: { title: (r) => r.name } }]}
          rowKey={(r) => r.id}
          rowHref={(r) => `/x/${r.id}`}
          after={actions}
        />
      </MemoryRouter>,
    );
  };

  it('puts edit and delete in a column of their own in the table', () => {
    renderList(1280);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Åtgärder' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Redigera Lager' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Ta bort Lager' })).toBeInTheDocument();
  });

  it('leaves the edit link off the card, which is itself the row’s link', () => {
    renderList(375);
    const [card] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(card!).getAllByRole('link')).toHaveLength(1);
    expect(within(card!).getByRole('button', { name: 'Ta bort Lager' })).toBeInTheDocument();
  });
});
