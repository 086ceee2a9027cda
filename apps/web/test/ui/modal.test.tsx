import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/ui/button.tsx';
import { Modal, ModalCancel } from '../../src/components/ui/dialog.tsx';

function Harness({ onSubmit, busy = false }: { onSubmit?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Spara som mall"
      description="En kopia av formuläret."
      onSubmit={onSubmit}
      busy={busy}
      footer={
        <>
          <ModalCancel disabled={busy} />
          <Button type="submit">Spara</Button>
        </>
      }
    >
      <label>
        Namn
        <input />
      </label>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a named, described dialog whose footer submits its form (Enter too)', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Spara som mall' });
    expect(dialog).toHaveAccessibleDescription('En kopia av formuläret.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Namn' }), 'Mall{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes with Avbryt, the close button and Escape', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    const second = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    second.unmount();
    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open while busy', async () => {
    render(<Harness busy />);
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
