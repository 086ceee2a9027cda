import { arbetsformedlingen, classifieds, type ChannelField } from '@rekry/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import {
  KEEP_SECRET,
  SecretField,
  secretToSend,
  type SecretChange,
} from '../../src/features/job-channels/secret-field.tsx';
import {
  PICKER_LIMIT,
  searchTaxonomy,
  shownAround,
  TaxonomyPicker,
} from '../../src/features/job-channels/taxonomy-picker.tsx';
import {
  channelFailure,
  channelPayload,
  judgeChannel,
  optionsFor,
  toFormValues,
  toPayload,
} from '../../src/features/job-channels/values.ts';
import { ChannelFieldGrid, ChannelFieldInput } from '../../src/features/job-channels/channel-field.tsx';
import { ApiError } from '../../src/lib/api.ts';

// The pickers read their lists through the query cache (the occupations load on demand).
const render = (ui: ReactElement) =>
  renderPlain(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

/** A field rendered with its own state, as a channel card holds it. */
function Controlled({
  field,
  initial = '',
  error,
}: {
  field: ChannelField;
  initial?: string;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChannelFieldInput field={field} value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const fieldOf = (key: string) => arbetsformedlingen.dataFields.find((field) => field.key === key)!;

describe('a channel field, rendered from its description', () => {
  it('renders text, textarea, number and select with their labels, required marks and errors', async () => {
    const { unmount } = render(<Controlled field={fieldOf('address')} error="Ange gatuadress" />);
    const address = screen.getByRole('textbox', { name: 'Gatuadress' });
    expect(address).toBeRequired();
    expect(address).toHaveAttribute('maxlength', '50');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Ange gatuadress');
    await userEvent.type(address, 'Storgatan 1');
    expect(screen.getByTestId('value')).toHaveTextContent('Storgatan 1');
    unmount();

    render(<Controlled field={fieldOf('positionSummary')} />);
    expect(screen.getByRole('textbox', { name: 'Sammanfattning' }).tagName).toBe('TEXTAREA');

    render(<Controlled field={fieldOf('salaryMontly')} />);
    const salary = screen.getByRole('textbox', { name: 'Månadslön (kr)' });
    expect(salary).toHaveAttribute('inputmode', 'numeric');

    render(<Controlled field={fieldOf('qualificationType')} initial="merit" />);
    const select = screen.getByRole('combobox', { name: 'Krav eller meriterande' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Välj …', 'Krav', 'Meriterande']);
    await userEvent.selectOptions(select, 'Krav');
    expect(screen.getAllByTestId('value').at(-1)).toHaveTextContent('required');
  });

  it('shows a read-only field as text, never as an input', () => {
    render(<Controlled field={fieldOf('transactionId')} initial="tx-42" />);
    expect(screen.queryByRole('textbox', { name: 'Transaktions-id' })).toBeNull();
    expect(screen.getByText('Transaktions-id')).toBeInTheDocument();
    expect(screen.getByTestId('readonly-transactionId')).toHaveTextContent('tx-42');
  });

  it('sends numbers as numbers, leaves read-only fields out, and checks with the channel schema', () => {
    const values = {
      positionSummary: 'Packa och plocka',
      salaryMontly: '28 500',
      transactionId: 'tx-1',
      cityId: 'Västerås',
    };
    const payload = toPayload(arbetsformedlingen.dataFields, values);
    expect(payload['salaryMontly']).toBe(28500);
    expect(payload).not.toHaveProperty('transactionId');
    // As a card's form checks its data: the schema's first message per field, under 'data.'.
    const checked = z
      .object({ data: channelPayload(arbetsformedlingen.dataFields) })
      .superRefine(({ data }, ctx) => judgeChannel(arbetsformedlingen.dataSchema, data, ctx, ['data']));
    const problems = (data: Record<string, string>) => {
      const found: Record<string, string> = {};
      for (const issue of checked.safeParse({ data }).error?.issues ?? [])
        found[issue.path.join('.')] ??= issue.message;
      return found;
    };
    expect(problems(values)['data.cityId']).toBe('Välj en kommun från listan');
    expect(problems(values)['data.occupationId']).toBe('Välj ett yrke');
    expect(problems(values)['data.positionSummary']).toBeUndefined();
    expect(problems({ ...values, salaryMontly: 'mycket' })).toHaveProperty(
      'data.salaryMontly',
      'Månadslönen ska vara ett belopp i kronor',
    );
  });

  it('narrows a dependent select to the options under its parent, and empties it when the parent changes', async () => {
    const sub = classifieds.dataFields.find((field) => field.key === 'categorySubId')!;
    expect(sub.dependsOn).toBe('categoryId');
    expect(optionsFor(sub, { categoryId: '17', categorySubId: '1701' }).map((o) => o.label)).toEqual([
      'Lager och terminal',
      'Chaufförer och förare',
      'Logistik och planering',
    ]);
    expect(optionsFor(sub, { categoryId: '' })).toEqual([]);

    render(<Grid />);
    const category = screen.getByRole('combobox', { name: 'Kategori' });
    const subCategory = screen.getByRole('combobox', { name: 'Underkategori' });
    await userEvent.selectOptions(category, 'Transport och logistik');
    await userEvent.selectOptions(subCategory, 'Lager och terminal');
    expect(subCategory).toHaveValue('1701');
    await userEvent.selectOptions(category, 'Transport och logistik');
    expect(subCategory).toHaveValue('1701');
    await userEvent.selectOptions(category, 'Data och IT');
    expect(subCategory).toHaveValue('');
  });

  it("keys the server's field messages as the card's form does, with or without the 'data.' prefix", () => {
    const place = channelFailure('data', arbetsformedlingen.dataFields);
    const placed = place(
      new ApiError(400, 'bad_request', 'Fel', {
        secret: 'Ange nyckeln',
        'data.zipCode': 'Postnumret ska vara fem siffror',
        city: 'Ange ort',
        'position.name': 'Platsbanken kräver en rubrik',
      }),
    );
    expect(placed).toEqual({
      'data.zipCode': 'Postnumret ska vara fem siffror',
      'data.city': 'Ange ort',
      secret: 'Ange nyckeln',
      'position.name': 'Platsbanken kräver en rubrik',
    });
    // In the card's order, so the first field on the card is the one focused.
    expect(Object.keys(placed!)[0]).toBe('data.zipCode');
    expect(place(new Error('nät'))).toBeUndefined();
  });
});

/** The classifieds site's data fields in a form of their own, as a position's card holds them. */
function Grid() {
  const form = useForm({ defaultValues: { data: toFormValues(classifieds.dataFields, {}) } });
  return <ChannelFieldGrid form={form} group="data" fields={classifieds.dataFields} errors={{}} />;
}

function Picker({ initial = '', onChange }: { initial?: string; onChange?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => (event.preventDefault(), onChange?.('submitted'))}>
      <TaxonomyPicker
        label="Kommun"
        taxonomy="municipality"
        required
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange?.(code);
        }}
      />
      <output data-testid="code">{value}</output>
    </form>
  );
}

// The picker runs on the real municipality list (290, shown by label; PICKER_LIMIT at a time).
describe('the taxonomy picker', () => {
  it('searches regardless of case and accents, and by code', () => {
    const list = [
      { code: '1280', label: 'Malmö' },
      { code: '0180', label: 'Stockholm' },
      { code: '1281', label: 'Lund' },
    ];
    expect(searchTaxonomy(list, 'MALMO').map((e) => e.code)).toEqual(['1280']);
    expect(searchTaxonomy(list, 'sto holm').map((e) => e.code)).toEqual(['0180']);
    expect(searchTaxonomy(list, '1281').map((e) => e.code)).toEqual(['1281']);
    expect(searchTaxonomy(list, '  ')).toHaveLength(3);
  });

  it('shows the options around the choice when it lies past the first ones', () => {
    const list = Array.from({ length: 120 }, (_, i) => ({ code: String(i), label: `Ort ${i}` }));
    const codes = (code: string) => shownAround(list, code).map((e) => Number(e.code));
    expect(codes('')).toEqual([...Array(PICKER_LIMIT).keys()]);
    expect(codes('10')[0]).toBe(0);
    expect(codes('80')[0]).toBe(80 - PICKER_LIMIT / 2);
    expect(codes('119')).toHaveLength(PICKER_LIMIT);
    expect(codes('119').at(-1)).toBe(119);
  });

  it('finds any of Arbetsförmedlingen’s occupation names by a word of it, loaded on demand', async () => {
    const chosen = vi.fn();
    render(<TaxonomyPicker label="Yrke" taxonomy="occupation" value="" onChange={chosen} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Yrke' }), 'truck');
    const option = await screen.findByRole('option', { name: 'Truckförare' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Teleskoptruckförare');
    await userEvent.click(option);
    expect(chosen).toHaveBeenCalledWith('5687');
  });

  it('does not offer a kind of ad the channel does not take, and says why', async () => {
    render(<TaxonomyPicker label="Anställningsform" taxonomy="employmentType" value="" onChange={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Anställningsform' });
    expect(picker).toHaveAccessibleDescription(/Platsbanken tar inte emot annonser om behovsanställning/);
    await userEvent.click(picker);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).not.toContain('Behovsanställning');
  });

  it('is a labelled combobox that filters as one types and chooses with the arrows and Enter', async () => {
    const changes = vi.fn();
    render(<Picker onChange={changes} />);
    const input = screen.getByRole('combobox', { name: 'Kommun' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'upp');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Kommun' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Upplands Väsby', 'Upplands-Bro', 'Uppsala', 'Uppvidinge']);
    await userEvent.clear(input);
    await userEvent.type(input, 'vast');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Västervik', 'Västerås']);
    // The first match is active; ArrowDown moves to the second, Enter chooses it without sending the form.
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    // Past the last it wraps to the first; ArrowUp goes back.
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('code')).toHaveTextContent('1980');
    expect(changes).toHaveBeenCalledWith('1980');
    expect(changes).not.toHaveBeenCalledWith('submitted');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Västerås');
  });

  it('opens on ArrowDown at the chosen entry, and Escape closes it keeping the choice', async () => {
    render(<Picker initial="1980" />);
    const input = screen.getByRole('combobox', { name: 'Kommun' });
    expect(input).toHaveValue('Västerås');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Västerås is far past the first options shown: the list opens around it.
    const selected = screen.getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Västerås');
    expect(screen.getAllByRole('option')).toHaveLength(PICKER_LIMIT);
    expect(input).toHaveAttribute('aria-activedescendant', selected.id);
    await userEvent.type(input, 'xyz');
    expect(screen.getByText('Inget matchar sökningen')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Västerås');
    expect(screen.getByTestId('code')).toHaveTextContent('1980');
  });

  it('chooses with the mouse and clears with its button', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Kommun' });
    await userEvent.click(input);
    // Open without a query it shows the first entries, alphabetically; Umeå is further down, found by typing.
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Ale');
    await userEvent.type(input, 'ume');
    await userEvent.click(screen.getByRole('option', { name: 'Umeå' }));
    expect(screen.getByTestId('code')).toHaveTextContent('2480');
    await userEvent.click(screen.getByRole('button', { name: 'Rensa Kommun' }));
    expect(screen.getByTestId('code')).toBeEmptyDOMElement();
    expect(input).toHaveValue('');
  });
});

function Secret({ secretSet, hint }: { secretSet: boolean; hint: string | null }) {
  const [change, setChange] = useState<SecretChange>(KEEP_SECRET);
  return (
    <>
      <SecretField
        label="API-nyckel"
        secretSet={secretSet}
        secretHint={hint}
        value={change}
        onChange={setChange}
      />
      <output data-testid="sent">{JSON.stringify(secretToSend(change) ?? null)}</output>
    </>
  );
}

describe('the secret field', () => {
  it('shows only the last characters of a stored key, keeps it when left empty, replaces it when typed', async () => {
    render(<Secret secretSet hint="abcd" />);
    expect(screen.getByTestId('secret-hint')).toHaveTextContent('••••abcd');
    const replace = screen.getByLabelText('Byt nyckel');
    expect(replace).toHaveAttribute('type', 'password');
    expect(replace).toHaveValue('');
    expect(screen.getByTestId('sent')).toHaveTextContent('null');
    await userEvent.type(replace, 'ny-hemlighet');
    expect(screen.getByTestId('sent')).toHaveTextContent('"ny-hemlighet"');
    await userEvent.clear(replace);
    expect(screen.getByTestId('sent')).toHaveTextContent('null');
  });

  it("'Ta bort nyckel' sends '' and can be undone", async () => {
    render(<Secret secretSet hint="••••wxyz" />);
    expect(screen.getByTestId('secret-hint')).toHaveTextContent(/^••••wxyz$/);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort nyckel' }));
    expect(screen.getByText('Nyckeln tas bort när du sparar.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Byt nyckel')).toBeNull();
    expect(screen.getByTestId('sent')).toHaveTextContent('""');
    await userEvent.click(screen.getByRole('button', { name: 'Behåll nyckeln' }));
    expect(screen.getByTestId('sent')).toHaveTextContent('null');
    expect(screen.getByLabelText('Byt nyckel')).toBeInTheDocument();
  });

  it('without a stored key: one input named by the channel, no remove button', async () => {
    render(<Secret secretSet={false} hint={null} />);
    expect(screen.queryByRole('button', { name: 'Ta bort nyckel' })).toBeNull();
    await userEvent.type(screen.getByLabelText('API-nyckel'), 'k1');
    expect(screen.getByTestId('sent')).toHaveTextContent('"k1"');
  });
});
