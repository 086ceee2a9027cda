import type { Role } from '@rekry/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/app/layouts/sidebar.tsx';
import { SIDEBAR_LINKS } from './sidebar-links.ts';

const { general: GENERAL, settings: SETTINGS, admin: ADMIN, superuser: SUPERUSER } = SIDEBAR_LINKS;
/** Rapporter counts applications, which a writer may change: greyed below that. */
const READER_GENERAL = GENERAL.filter((name) => name !== 'Rapporter');

interface Expectation {
  enabled: string[];
  disabled: string[];
  categories: string[];
  warnings: string[];
  canCreate: boolean;
}

const EXPECTED: Record<Role, Expectation> = {
  signedIn: {
    enabled: READER_GENERAL,
    disabled: ['Rapporter', ...SETTINGS, ...ADMIN],
    categories: ['Allmänt', 'Inställningar', 'Admin'],
    warnings: ['Inställningar', 'Admin'],
    canCreate: false,
  },
  reader: {
    enabled: READER_GENERAL,
    disabled: ['Rapporter', ...SETTINGS, ...ADMIN],
    categories: ['Allmänt', 'Inställningar', 'Admin'],
    warnings: ['Inställningar', 'Admin'],
    canCreate: false,
  },
  writer: {
    enabled: [...GENERAL, ...SETTINGS],
    disabled: ADMIN,
    categories: ['Allmänt', 'Inställningar', 'Admin'],
    warnings: ['Admin'],
    canCreate: true,
  },
  admin: {
    enabled: [...GENERAL, ...SETTINGS, ...ADMIN],
    disabled: [],
    categories: ['Allmänt', 'Inställningar', 'Admin'],
    warnings: [],
    canCreate: true,
  },
  superuser: {
    enabled: [...GENERAL, ...SETTINGS, ...ADMIN, ...SUPERUSER],
    disabled: [],
    categories: ['Allmänt', 'Inställningar', 'Admin', 'Superuser'],
    warnings: [],
    canCreate: true,
  },
};

function renderSidebar(role: Role) {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Sidebar role={role} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Huvudmeny' });
}

describe.each(Object.entries(EXPECTED) as [Role, Expectation][])('sidebar for %s', (role, expected) => {
  it('enables exactly the entries the role may use, as links', () => {
    const nav = renderSidebar(role);
    for (const name of expected.enabled) {
      const link = within(nav).getByRole('link', { name });
      expect(link).not.toHaveAttribute('aria-disabled');
      expect(link).toHaveAttribute('href');
    }
  });

  it('folds a category without access; opened, its entries are greyed: aria-disabled and no href', async () => {
    const nav = renderSidebar(role);
    // The folded categories' entries are hidden; a greyed one of the open Allmänt shows at once.
    for (const name of expected.disabled.filter((n) => !GENERAL.includes(n)))
      expect(within(nav).queryByRole('link', { name })).toBeNull();
    for (const category of expected.warnings) {
      const toggle = within(nav).getByRole('button', { name: new RegExp(`^${category}`) });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    for (const name of expected.disabled) {
      const entry = within(nav).getByRole('link', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).not.toHaveAttribute('href');
      expect(entry.tagName).not.toBe('A');
    }
    const all = within(nav).getAllByRole('link');
    expect(all).toHaveLength(expected.enabled.length + expected.disabled.length);
  });

  it('shows the categories, with a warning on those without any access', () => {
    const nav = renderSidebar(role);
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent?.replace(/Du har.*$/, '').trim())).toEqual(expected.categories);
    const warned = headings
      .filter((h) => h.querySelector('[title]'))
      .map((h) => h.textContent?.replace(/Du har.*$/, '').trim());
    expect(warned).toEqual(expected.warnings);
  });

  it(`${expected.canCreate ? 'enables' : 'disables'} 'Skapa annons'`, () => {
    renderSidebar(role);
    if (expected.canCreate) {
      expect(screen.getByRole('link', { name: 'Skapa annons' })).toHaveAttribute(
        'href',
        '/admin/positions/new',
      );
    } else {
      expect(screen.getByRole('button', { name: 'Skapa annons' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Skapa annons' })).toBeNull();
    }
  });
});
