import type { AccessibilityStatement } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail } from '../helpers.ts';
import { callsTo, renderAdmin, serveSuperuser } from '../positions/render-admin.tsx';

const SAVED: AccessibilityStatement = {
  operatorName: 'Rekry AB',
  siteName: 'Rekry karriärsidor',
  compliance: 'partial',
  gaps: [
    { content: 'Filmer utan textning', reason: 'nonCompliance', explanation: 'Företagen laddar upp dem.' },
  ],
  method: 'axe och tangentbord',
  assessedOn: '2026-11-01',
  feedbackEmail: 'tillganglighet@rekry.test',
  reviewedOn: '2026-11-02',
};

describe('/admin/accessibility', () => {
  beforeEach(() => logout());

  it('edits the saved statement: a changed level, a new gap, and saves the whole', async () => {
    const fetchMock = serveSuperuser({
      get_AccessibilityStatement: () => ({ body: SAVED }),
      update_AccessibilityStatement: (input) => ({ body: { ...SAVED, ...input } }),
    });
    renderAdmin('/admin/accessibility');
    const level = await screen.findByRole('combobox', { name: 'Efterlevnad' });
    expect(screen.getByRole('textbox', { name: 'Ansvarig organisation' })).toHaveValue('Rekry AB');
    expect(screen.getByRole('group', { name: 'Brist 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visa den publika sidan/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tillganglighet$/),
    );

    const user = userEvent.setup();
    await user.selectOptions(level, 'full');
    await user.click(screen.getByRole('button', { name: 'Lägg till brist' }));
    const added = screen.getByRole('group', { name: 'Brist 2' });
    await user.type(within(added).getByRole('textbox', { name: 'Vad som inte är tillgängligt' }), 'Kartor');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Varför' }), 'outOfScope');
    await user.type(within(added).getByRole('textbox', { name: 'Förklaring' }), 'Undantagna.');
    await user.click(screen.getByRole('button', { name: 'Spara redogörelsen' }));

    expect(await screen.findByText('Redogörelsen är sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_AccessibilityStatement')).toEqual([
      {
        ...SAVED,
        compliance: 'full',
        gaps: [...SAVED.gaps, { content: 'Kartor', reason: 'outOfScope', explanation: 'Undantagna.' }],
      },
    ]);
  });

  it('checks the fields before sending and shows the server’s field messages under their fields', async () => {
    const fetchMock = serveSuperuser({
      get_AccessibilityStatement: () => ({ body: { ...SAVED, assessedOn: null, reviewedOn: null } }),
      update_AccessibilityStatement: () =>
        fail(400, 'Ogiltiga uppgifter', { feedbackEmail: 'Adressen tas inte emot' }),
    });
    renderAdmin('/admin/accessibility');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spara redogörelsen' }));
    expect(await screen.findByText('Ange när webbplatsen senast testades (ÅÅÅÅ-MM-DD)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_AccessibilityStatement')).toEqual([]);

    const [assessed, reviewed] = [
      screen.getByLabelText('Senast testad'),
      screen.getByLabelText('Redogörelsen senast granskad'),
    ];
    await user.type(assessed!, '2026-11-01');
    await user.type(reviewed!, '2026-11-02');
    await user.click(screen.getByRole('button', { name: 'Spara redogörelsen' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-post för synpunkter' })).toHaveAccessibleDescription(
        expect.stringContaining('Adressen tas inte emot'),
      ),
    );
  });
});
