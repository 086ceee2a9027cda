import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Alert } from '../../src/components/ui/alert.tsx';
import { TextField } from '../../src/components/ui/field.tsx';
import { useActionForm } from '../../src/lib/use-action-form.ts';
import { fail, mockDispatcher } from '../helpers.ts';

/** A form of one catalogue action: the fields the person fills, the company fixed. */
function InviteForm({ containerId, onDone }: { containerId: number; onDone: (email: string) => void }) {
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    action: 'create_ContainerUserPermission',
    defaultValues: { email: '', permissionIds: [1] },
    fixed: { containerId },
    onSuccess: (invitation) => onDone(invitation.email),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="E-postadress" required {...form.register('email')} error={errors['email']} />
      <button type="submit" disabled={busy}>
        Skicka
      </button>
    </form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skicka' }));

describe('useActionForm', () => {
  it('checks the fields with the catalogue schema, in Swedish, before any call', async () => {
    const fetchMock = mockDispatcher({});
    render(<InviteForm containerId={1} onDone={() => {}} />);
    await submit();
    expect(await screen.findByText('E-postadress måste anges')).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('E-postadress'), 'inte-en-adress');
    await submit();
    expect(await screen.findByText('E-postadressen har inte ett giltigt format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the parsed fields with the fixed input through the dispatcher', async () => {
    let sent: unknown;
    mockDispatcher({
      create_ContainerUserPermission: (data) => {
        sent = data;
        return {
          body: {
            id: 3,
            email: 'ny@demo.se',
            permissionIds: [1],
            createdAt: '2026-11-27T09:00:00.000Z',
            expiresAt: '2026-12-04T09:00:00.000Z',
            expired: false,
          },
        };
      },
    });
    let done = '';
    render(<InviteForm containerId={4} onDone={(email) => (done = email)} />);
    await userEvent.type(screen.getByLabelText('E-postadress'), ' NY@demo.se ');
    await submit();
    await waitFor(() => expect(done).toBe('ny@demo.se'));
    expect(sent).toEqual({ containerId: 4, email: 'ny@demo.se', permissionIds: [1] });
  });

  it("puts the server's 400 field messages under their fields, anything else over the form", async () => {
    let answer = fail(400, 'Fel', { email: 'Adressen är spärrad' });
    mockDispatcher({ create_ContainerUserPermission: () => answer });
    render(<InviteForm containerId={1} onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-postadress'), 'a@demo.se');
    await submit();
    expect(await screen.findByText('Adressen är spärrad')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Du saknar behörighet' } },
    } as never;
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Du saknar behörighet');
    expect(screen.queryByText('Adressen är spärrad')).not.toBeInTheDocument();
  });

  it("says the server's message about input that is no field over the form, beside the fields' own", async () => {
    mockDispatcher({
      create_ContainerUserPermission: () =>
        fail(400, 'Fel', { email: 'Adressen är spärrad', containerId: 'Företaget är avstängt' }),
    });
    render(<InviteForm containerId={1} onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-postadress'), 'a@demo.se');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Företaget är avstängt');
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Adressen är spärrad');
    expect(screen.getByLabelText('E-postadress')).toHaveFocus();
  });

  it('says a problem with the fixed input over the form, not under a field nobody sees', async () => {
    const fetchMock = mockDispatcher({});
    render(<InviteForm containerId={0} onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText('E-postadress'), 'a@demo.se');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ogiltigt företags-id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a required field with a star that leaves the label as it is', () => {
    mockDispatcher({});
    render(<InviteForm containerId={1} onDone={() => {}} />);
    const input = screen.getByLabelText('E-postadress');
    expect(input).toBeRequired();
    expect(screen.getByTitle('Obligatoriskt')).toHaveTextContent('*');
  });
});
