import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminQueryClient, Providers } from '../../src/app/providers.tsx';
import { dispatch } from '../../src/lib/api.ts';
import { getToken, logout, TOKEN_KEY } from '../../src/lib/session.ts';
import { fail, makeToken, mockDispatcher, type FakeAnswer } from '../helpers.ts';

type Answer = FakeAnswer<'delete_BlogPost'>;

const refused = (status: number, message: string): Answer => fail(status, message);
/** What a proxy in front of the server answers when the server is down: no error body of ours. */
const gatewayDown = { status: 502, body: '' } as unknown as Answer;

/** A screen with one mutation; it says 'Misslyckades' itself once the failure has come. */
function Remove({ meta }: { meta?: MutationMeta }) {
  const remove = useMutation({ meta, mutationFn: () => dispatch('delete_BlogPost', { id: 1 }) });
  return (
    <>
      <button onClick={() => remove.mutate()}>Ta bort</button>
      {remove.isError ? <p>Misslyckades</p> : null}
    </>
  );
}

/** Renders the screen in the admin's providers and presses the button against this answer. */
async function pressAgainst(answer: Answer, meta?: MutationMeta) {
  mockDispatcher({ delete_BlogPost: () => answer });
  render(
    <Providers client={createAdminQueryClient()}>
      <Remove meta={meta} />
    </Providers>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
  await screen.findByText('Misslyckades');
}

describe("a failed mutation's error toast", () => {
  beforeEach(() => {
    logout();
    localStorage.setItem(TOKEN_KEY, makeToken());
  });

  it("shows the server's message", async () => {
    await pressAgainst(refused(409, 'Nyheten används på startsidan'));
    expect(await screen.findByText('Nyheten används på startsidan')).toBeInTheDocument();
  });

  it('shows none when the screen opts out with errorToast: false', async () => {
    await pressAgainst(refused(409, 'Nyheten används på startsidan'), { errorToast: false });
    expect(screen.queryByText('Nyheten används på startsidan')).not.toBeInTheDocument();
  });

  it("shows the screen's text when the server gives no message", async () => {
    await pressAgainst(gatewayDown, { errorToast: 'Nyheten kunde inte tas bort' });
    expect(await screen.findByText('Nyheten kunde inte tas bort')).toBeInTheDocument();
    expect(screen.queryByText('Något gick fel')).not.toBeInTheDocument();
  });

  it("keeps the server's message over the screen's text when it gives one", async () => {
    await pressAgainst(refused(409, 'Nyheten används på startsidan'), {
      errorToast: 'Nyheten kunde inte tas bort',
    });
    expect(await screen.findByText('Nyheten används på startsidan')).toBeInTheDocument();
  });

  it("shows the screen's fixed text whatever the server said", async () => {
    await pressAgainst(refused(409, 'Nyheten används på startsidan'), {
      errorToast: { always: 'Något gick fel. Nyheten ej borttagen' },
    });
    expect(await screen.findByText('Något gick fel. Nyheten ej borttagen')).toBeInTheDocument();
    expect(screen.queryByText('Nyheten används på startsidan')).not.toBeInTheDocument();
  });

  it('shows none for a 401: the person is logged out and the guard shows the login', async () => {
    await pressAgainst(refused(401, 'Du behöver logga in'), { errorToast: 'Nyheten kunde inte tas bort' });
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Du behöver logga in')).not.toBeInTheDocument();
    expect(screen.queryByText('Nyheten kunde inte tas bort')).not.toBeInTheDocument();
  });

  it('types the meta: a key it does not know, or true, does not compile', () => {
    // @ts-expect-error errorTost is no key of the meta
    const misspelt: MutationMeta = { errorTost: false };
    // @ts-expect-error a toast is on by default; only false turns it off
    const on: MutationMeta = { errorToast: true };
    expect([misspelt, on]).toHaveLength(2);
  });
});
