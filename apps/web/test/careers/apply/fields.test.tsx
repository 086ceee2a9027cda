import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { everyTypeForm, mockApplyApi, position, renderApply } from './fixtures.tsx';

async function openEveryTypeForm() {
  mockApplyApi({ detail: position({ form: everyTypeForm() }) });
  renderApply();
  await screen.findByRole('form', { name: 'Ansökningsformulär' });
}

describe('the application form renders every field type', () => {
  it('shows the position and its company over the form', async () => {
    await openEveryTypeForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lagermedarbetare till vårt lager i Västerås' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Demo AB · Västerås')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till annonsen' })).toHaveAttribute(
      'href',
      '/5_lagermedarbetare',
    );
    expect(document.title).toBe('Ansök: Lagermedarbetare till vårt lager i Västerås · Rekry');
  });

  it('text, email and textarea: labelled inputs, mandatory ones marked', async () => {
    await openEveryTypeForm();
    const firstname = screen.getByRole('textbox', { name: /^Förnamn/ });
    expect(firstname).toHaveAttribute('aria-required', 'true');
    expect(firstname).toHaveAttribute('autocomplete', 'given-name');
    // A one-line address is its first line; 'street-address' is for a multi-line field only.
    expect(screen.getByRole('textbox', { name: /^Adress/ })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByText('Förnamn').parentElement).toHaveTextContent('Förnamn*');
    const email = screen.getByRole('textbox', { name: /^E-post/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Hemtelefon/ })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Övrigt' }).tagName).toBe('TEXTAREA');
  });

  it('textWithHelpLink: the input and a help link opening in a new tab', async () => {
    await openEveryTypeForm();
    expect(screen.getByRole('textbox', { name: 'Truckkort' })).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /Vad är ett truckkort\?/ });
    expect(help).toHaveAttribute('href', 'https://www.example.se/truckkort');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('file and image: pickers with their hints', async () => {
    await openEveryTypeForm();
    const file = screen.getByLabelText(/^CV och personligt brev/);
    expect(file).toHaveAttribute('type', 'file');
    expect(file.getAttribute('accept')).toContain('.pdf');
    expect(screen.getByText(/filstorlek max 5MB/)).toBeInTheDocument();
    const image = screen.getByLabelText(/^Foto/);
    expect(image).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(screen.getByText(/minst 100x100 pixlar/)).toBeInTheDocument();
  });

  it('radioGroup: a radio group with its legend and one radio per option', async () => {
    await openEveryTypeForm();
    const group = screen.getByRole('radiogroup', { name: 'Var hittade du annonsen?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(Array(5).fill('form_referer'));
    expect(within(group).getByRole('radio', { name: 'Vår webbplats' })).toBeInTheDocument();
  });

  it('group and periodGroup: checkboxes under the group label; periods read "start - end"', async () => {
    await openEveryTypeForm();
    const activities = screen.getByRole('group', { name: /^Aktiviteter/ });
    expect(within(activities).getAllByRole('checkbox')).toHaveLength(2);
    const periods = screen.getByRole('group', { name: /^Vilka perioder kan du arbeta\?/ });
    expect(within(periods).getByRole('checkbox', { name: '2027-06-14 - 2027-07-02' })).toBeInTheDocument();
    expect(within(periods).getByRole('checkbox', { name: '2027-07-05 - 2027-07-23' })).toBeInTheDocument();
  });

  it('checkbox with an HTML label renders the HTML; a field without label says so', async () => {
    await openEveryTypeForm();
    const box = screen.getByRole('checkbox', { name: 'Jag har B-körkort' });
    expect(box.closest('div')?.querySelector('strong')).toHaveTextContent('B-körkort');
    expect(screen.getByRole('textbox', { name: 'fältet saknar rubrik' })).toBeInTheDocument();
  });

  it('shows the consent last, right above the send button, whatever its order', async () => {
    await openEveryTypeForm();
    const controls = screen.getAllByRole('checkbox');
    expect(controls.at(-1)).toHaveAccessibleName(/^Jag samtycker/);
    const periods = screen.getByRole('group', { name: /^Vilka perioder/ });
    const consent = screen.getByRole('group', { name: /^Villkor och samtycke/ });
    expect(periods.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('consent: both agreement checkboxes and the company GDPR text', async () => {
    await openEveryTypeForm();
    const agreement = screen.getByRole('group', { name: /^Villkor och samtycke/ });
    expect(within(agreement).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByText('Så behandlar vi dina personuppgifter'));
    expect(screen.getByText('Demo AB behandlar dina personuppgifter i 36 månader.')).toBeVisible();
    // Written from h3, it follows the page's outline: right under the ad's h1.
    expect(screen.getByRole('heading', { name: 'Personuppgifter' })).toHaveProperty('tagName', 'H2');
  });
});

describe('a text input with a max length (SPEC §5)', () => {
  // 'Motivering' takes at most 20 characters.
  const motivation = () => screen.getByRole('textbox', { name: 'Motivering' });
  /** What the field's polite live region says (it is there, empty, before it has anything to say). */
  const announced = () =>
    [...document.querySelectorAll('[aria-live="polite"]')].map((e) => e.textContent).join('');

  it('shows the counter when fewer than 10 characters remain, grey', async () => {
    await openEveryTypeForm();
    await userEvent.type(motivation(), 'a'.repeat(10));
    expect(screen.queryByText(/tecken kvar/)).toBeNull();
    await userEvent.type(motivation(), 'b');
    const counter = screen.getByText('9 tecken kvar');
    expect(counter).toHaveClass('text-gray-600');
    expect(motivation()).toHaveAccessibleDescription('9 tecken kvar');
    expect(announced()).toBe('');
  });

  it('refuses the character past the limit: the text stays, the caret stays, the counter says why in red', async () => {
    await openEveryTypeForm();
    const user = userEvent.setup();
    await user.type(motivation(), 'abcdefghijklmnopqrst');
    expect(screen.getByText('0 tecken kvar')).toHaveClass('text-gray-600');
    await user.type(motivation(), 'X', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(motivation()).toHaveValue('abcdefghijklmnopqrst');
    expect((motivation() as HTMLInputElement).selectionStart).toBe(5);
    const counter = screen.getByText('Högst 20 tecken – 0 kvar');
    expect(counter).toHaveClass('text-red-700');
    expect(motivation()).toHaveAccessibleDescription('Högst 20 tecken – 0 kvar');
    expect(announced()).toBe('Texten får vara högst 20 tecken.');

    // A change that fits is taken again, and the counter is grey.
    await user.type(motivation(), '{Backspace}');
    expect(motivation()).toHaveValue('abcdefghijklmnopqrs');
    expect(screen.getByText('1 tecken kvar')).toHaveClass('text-gray-600');
    expect(announced()).toBe('');
  });

  it('refuses a paste that would not fit whole, keeping what was there', async () => {
    await openEveryTypeForm();
    const user = userEvent.setup();
    await user.click(motivation());
    await user.paste('Jag');
    await user.paste(' vill jobba hos er för att jag gillar lager.');
    expect(motivation()).toHaveValue('Jag');
    expect(screen.getByText('Högst 20 tecken – 17 kvar')).toHaveClass('text-red-700');
    await user.paste(' vill');
    expect(motivation()).toHaveValue('Jag vill');
    expect(screen.queryByText(/tecken kvar/)).toBeNull();
  });

  it('is red over the limit (a draft kept from before), and can be shortened but not lengthened', async () => {
    const text = 'a'.repeat(23);
    localStorage.setItem('rekry.application.5', JSON.stringify({ answers: { form_text_motivation: text } }));
    await openEveryTypeForm();
    await screen.findByDisplayValue(text);
    expect(screen.getByText('3 tecken för mycket')).toHaveClass('text-red-700');
    expect(announced()).toBe('Texten är längre än vad som får plats.');
    const user = userEvent.setup();
    await user.type(motivation(), 'b');
    expect(motivation()).toHaveValue(text);
    await user.type(motivation(), '{Backspace}');
    expect(motivation()).toHaveValue('a'.repeat(22));
    expect(screen.getByText('2 tecken för mycket')).toHaveClass('text-red-700');
  });
});

describe('files', () => {
  it('refuses a file over 5,000,000 bytes when it is picked', async () => {
    await openEveryTypeForm();
    const big = new File([new Uint8Array(5_000_001)], 'stor.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^CV och personligt brev/), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor');
    expect(screen.queryByText('stor.pdf')).toBeNull();
    expect(screen.getByText(/filstorlek max 5MB/)).toBeInTheDocument();
  });

  it('reads a chosen file, shows its name and removes it again', async () => {
    await openEveryTypeForm();
    const cv = new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^CV och personligt brev/), cv);
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).toBeNull();
  });

  it('refuses an image over its byte limit with the image text', async () => {
    await openEveryTypeForm();
    const big = new File([new Uint8Array(5_000_001)], 'bild.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Foto/), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor. Max 5MB');
  });
});
