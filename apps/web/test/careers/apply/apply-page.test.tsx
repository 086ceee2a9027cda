import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, mockApplyApi, position, renderApply, VALID_SSN } from './fixtures.tsx';

const STORAGE_KEY = 'rekry.application.5';

async function openForm(options: Parameters<typeof mockApplyApi>[0] = {}) {
  const fetchMock = mockApplyApi(options);
  const view = renderApply();
  await screen.findByRole('form', { name: 'Ansökningsformulär' });
  return { fetchMock, ...view };
}

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Fills every mandatory field of the standard form with valid answers (pasted: typing each key is slow). */
async function fillValid(user = userEvent.setup()) {
  const fill = async (label: RegExp, text: string) => {
    await user.click(box(label));
    await user.paste(text);
  };
  await fill(/^Förnamn/, 'Alva');
  await fill(/^Efternamn/, 'Lind');
  await fill(/^Personnummer/, VALID_SSN);
  await fill(/^Adress/, 'Storgatan 1');
  await fill(/^Postnummer/, '722 11');
  await fill(/^Ort/, 'Västerås');
  await fill(/^Mobiltelefon/, '070-123 45 67');
  await fill(/^E-post/, 'alva@example.se');
  await user.click(screen.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Jag samtycker/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }));

describe('validation', () => {
  it('on submit: a summary of every error, focus on the first invalid field, messages on the fields', async () => {
    const { fetchMock } = await openForm();
    await submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Formuläret innehåller 9 fel');
    expect(within(summary).getByRole('link', { name: 'Förnamn' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Villkor och samtycke' })).toBeInTheDocument();
    const firstname = box(/^Förnamn/);
    expect(firstname).toHaveFocus();
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription('Fältet är obligatoriskt');
    expect(screen.getByRole('group', { name: /^Villkor och samtycke/ })).toHaveAccessibleDescription(
      'Du måste godkänna villkoren',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/apply'))).toBe(false);

    await userEvent.click(within(summary).getByRole('link', { name: 'E-post' }));
    expect(box(/^E-post/)).toHaveFocus();
  });

  it('checks a field when it is left after a change, then on every change until it is right', async () => {
    await openForm();
    const ssn = box(/^Personnummer/);
    await userEvent.type(ssn, '19900101-1234');
    expect(ssn).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    expect(ssn).toHaveAccessibleDescription('Kontrollsiffran stämmer inte. Kontrollera personnumret.');
    await userEvent.clear(ssn);
    await userEvent.type(ssn, '900101-123');
    expect(ssn).toHaveAccessibleDescription(/giltigt personnummer med 10 eller 12 siffror/);
    await userEvent.type(ssn, '9');
    expect(ssn).not.toHaveAttribute('aria-invalid');
    // Left, the number written as ÅÅMMDD-NNNN shows as the 12 digits it is stored as.
    await userEvent.tab();
    expect(ssn).toHaveValue(VALID_SSN);
  });

  it('refuses the birth number 000 with its own message, though its check digit holds', async () => {
    await openForm();
    const ssn = box(/^Personnummer/);
    await userEvent.type(ssn, '20150916-0006');
    await userEvent.tab();
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    expect(ssn).toHaveAccessibleDescription(
      'Personnumret finns inte: de tre siffrorna före kontrollsiffran kan inte vara 000.',
    );
  });

  it("uses the company's own message texts with #DATA# filled in", async () => {
    await openForm({
      owner: { ...company, messages: { validEmail: '<strong>Kontrollera</strong> e-postadressen' } },
    });
    const email = box(/^E-post/);
    await userEvent.type(email, 'inte-en-adress');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('Kontrollera e-postadressen');
    expect(document.getElementById('apply-form_email-error')?.querySelector('strong')).not.toBeNull();
  });
});

describe('the terms modal (SPEC §2)', () => {
  it("opens the company's terms on term01 and the operator's on term02", async () => {
    await openForm();
    await userEvent.click(screen.getByRole('link', { name: 'företagets villkor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allmänna villkor' });
    expect(dialog).toHaveTextContent('Demo AB:s egna villkor.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Stäng' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'företagets villkor' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /^Jag har läst/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('link', { name: 'de allmänna villkoren' }));
    expect(await screen.findByRole('dialog', { name: 'Allmänna villkor' })).toHaveTextContent(
      'Rekrys allmänna villkor.',
    );
  });

  it.each([
    ['click', '[MouseLeft]'],
    ['tap', '[TouchA]'],
  ])(
    'opens on the first %s right after a field is left: its message waits for the release',
    async (_, keys) => {
      await openForm();
      const user = userEvent.setup();
      const email = box(/^E-post/);
      await user.type(email, 'inte-en-adress');
      const link = screen.getByRole('link', { name: 'företagets villkor' });
      // A message drawn between the press (which leaves the field) and the release would move the link from
      // under the pointer, and the click would go to what lies under both.
      const messageAtRelease: boolean[] = [];
      link.addEventListener('mouseup', () =>
        messageAtRelease.push(document.getElementById('apply-form_email-error') !== null),
      );
      await user.pointer({ keys, target: link });
      expect(messageAtRelease).toEqual([false]);
      expect(await screen.findByRole('dialog', { name: 'Allmänna villkor' })).toBeInTheDocument();
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('E-postadressen har inte ett giltigt format'),
      );
    },
  );

  it("shows the operator's terms on term01 when the company has none", async () => {
    await openForm({ owner: { ...company, consent: { ...company.consent, companyTermsHtml: null } } });
    await userEvent.click(screen.getByRole('link', { name: 'företagets villkor' }));
    expect(await screen.findByRole('dialog', { name: 'Allmänna villkor' })).toHaveTextContent(
      'Rekrys allmänna villkor.',
    );
  });
});

describe('answers kept in the browser', () => {
  it('are saved as typed, restored after a reload, and cleared with "Töm formuläret"', async () => {
    const first = await openForm();
    await userEvent.type(box(/^Förnamn/), 'Alva');
    await userEvent.click(screen.getByRole('radio', { name: 'Vår webbplats' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').answers).toEqual({
        form_firstname: 'Alva',
        form_referer: 'form_referer_2',
      }),
    );
    first.unmount();

    renderApply();
    expect(await screen.findByRole('textbox', { name: /^Förnamn/ })).toHaveValue('Alva');
    expect(screen.getByRole('radio', { name: 'Vår webbplats' })).toBeChecked();
    expect(screen.getByText('Vi har sparat det du fyllt i')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Töm formuläret' }));
    const confirm = await screen
      .findByRole('alertdialog', { name: 'Töm formuläret?' })
      .catch(() => screen.getByRole('dialog', { name: 'Töm formuläret?' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Töm formuläret' }));
    expect(box(/^Förnamn/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Vår webbplats' })).not.toBeChecked();
    expect(screen.queryByText('Vi har sparat det du fyllt i')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('never keeps files', async () => {
    await openForm();
    await userEvent.type(box(/^Förnamn/), 'Alva');
    await userEvent.upload(
      screen.getByLabelText(/^CV och personligt brev/),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('cv.pdf');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain('Alva'));
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('cv.pdf');
  });
});

describe('sending', () => {
  it('posts create_jobApplication and shows the success texts, focus on them, the draft gone', async () => {
    let sent: any;
    const { fetchMock } = await openForm({
      apply: (body) => {
        sent = body;
        return {
          status: 201,
          body: {
            data: {
              applicationId: 9,
              thanksForApply: 'Tack för din ansökan, Alva!',
              appliedSuccess: '<p>Hej <strong>Alva</strong>! Vi hör av oss.</p>',
            },
          },
        };
      },
    });
    await fillValid();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull());
    await submit();
    const title = await screen.findByRole('heading', { name: 'Tack för din ansökan, Alva!' });
    expect(title.closest('section')).toHaveFocus();
    expect(screen.getByText('Alva', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till lediga tjänster' })).toHaveAttribute('href', '/positions');
    expect(sent).toMatchObject({
      action: 'create_jobApplication',
      data: {
        email: 'alva@example.se',
        positionId: 5,
        metadata: {
          form_firstname: 'Alva',
          form_ssn: VALID_SSN,
          form_agreement_terms: true,
          form_agreement_gdpr: true,
        },
      },
    });
    expect(fetchMock).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('sends a picked CV as a part of its own after data, not read into the JSON', async () => {
    let sent: any;
    await openForm({
      apply: (body) => {
        sent = body;
        return {
          status: 201,
          body: { data: { applicationId: 9, thanksForApply: 'Tack!', appliedSuccess: '' } },
        };
      },
    });
    await fillValid();
    const cv = new File(['%PDF-1.4 Alva'], 'alva cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^CV och personligt brev/), cv);
    expect(await screen.findByText('alva cv.pdf')).toBeInTheDocument();
    await submit();
    await screen.findByRole('heading', { name: 'Tack!' });
    expect(sent.parts).toEqual(['data', 'form_file']);
    expect(sent.data.metadata.form_file).toEqual({ filename: 'alva cv.pdf', data: '', size: cv.size });
    expect(sent.files.form_file.name).toBe('alva cv.pdf');
    expect(await sent.files.form_file.text()).toBe('%PDF-1.4 Alva');
  });

  it('shows a progress state on the button while sending', async () => {
    let release: () => void = () => {};
    await openForm({
      apply: () => {
        throw new Error('unused');
      },
    });
    const pending = new Promise<void>((resolve) => (release = resolve));
    // Hold the answer back to see the button while the request is under way.
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith('/apply')) {
        await pending;
        return new Response(
          JSON.stringify({ data: { applicationId: 1, thanksForApply: 'Tack!', appliedSuccess: '' } }),
          {
            status: 201,
          },
        );
      }
      return original(...args);
    }) as typeof fetch;
    await fillValid();
    await submit();
    const busy = screen.getByRole('button', { name: 'Skickar…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Tack!' })).toBeInTheDocument();
  });

  it("shows the server's field messages on the fields, like the browser's own", async () => {
    await openForm({
      apply: () => ({
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Kontrollera fälten',
            fields: { form_city: 'Orten <finns> inte' },
          },
        },
      }),
    });
    await fillValid();
    await submit();
    const city = box(/^Ort/);
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Orten <finns> inte');
    expect(screen.getByRole('alert')).toHaveTextContent('Formuläret innehåller 1 fel');
  });

  it('job_already_applied: the message in an alert, answers kept', async () => {
    await openForm({
      apply: () => ({
        status: 409,
        body: { error: { code: 'job_already_applied', message: 'Du har redan sökt den här tjänsten.' } },
      }),
    });
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har redan sökt den här tjänsten.');
    expect(box(/^Förnamn/)).toHaveValue('Alva');
  });

  it('job_wrong_ssn: the message in an alert and on the personal number', async () => {
    await openForm({
      apply: () => ({
        status: 400,
        body: { error: { code: 'job_wrong_ssn', message: 'Skriv personnumret med 12 siffror.' } },
      }),
    });
    await fillValid();
    await submit();
    await waitFor(() => expect(box(/^Personnummer/)).toHaveFocus());
    expect(box(/^Personnummer/)).toHaveAccessibleDescription('Skriv personnumret med 12 siffror.');
    expect(
      screen.getAllByRole('alert').some((a) => a.textContent?.includes('Ansökan kunde inte skickas')),
    ).toBe(true);
  });

  it('a network failure asks to try again and keeps the answers', async () => {
    await openForm({ apply: () => 'network' });
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/försök igen – det du har fyllt i finns kvar/);
    expect(box(/^E-post/)).toHaveValue('alva@example.se');
  });
});

describe('positions that cannot be applied to', () => {
  it('a closed position shows the notice and no form', async () => {
    mockApplyApi({ detail: position({ status: 'Stängd', canApply: false, form: [] }) });
    renderApply();
    expect(await screen.findByText('Tjänsten är stängd för ansökningar')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skicka ansökan' })).toBeNull();
  });

  it('an archived position says so', async () => {
    mockApplyApi({ detail: position({ status: 'Arkiverad', canApply: false, form: [] }) });
    renderApply();
    expect(await screen.findByText('Tjänsten är arkiverad')).toBeInTheDocument();
  });

  it('an unknown position, or an address naming none, is not found', async () => {
    mockApplyApi({ detail: null });
    renderApply('/99_finns-inte/apply');
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  it('an internal position is applied to by its guid', async () => {
    let sent: any;
    const guid = '7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10';
    const fetchMock = mockApplyApi({
      detail: position({ isInternal: true, linkId: guid }),
      apply: (body) => {
        sent = body;
        return {
          status: 201,
          body: { data: { applicationId: 1, thanksForApply: 'Tack!', appliedSuccess: '' } },
        };
      },
    });
    renderApply(`/internal/${guid}/apply`);
    await screen.findByRole('form', { name: 'Ansökningsformulär' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/public/positions/${guid}`);
    await fillValid();
    await submit();
    await screen.findByRole('heading', { name: 'Tack!' });
    expect(sent.data.positionId).toBe(guid);
  });
});
