import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, makeCompany, mockPublicApi } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a company page without open positions', () => {
  it('says so once: the heading names the list, the empty state says there are none', async () => {
    mockPublicApi((url) => {
      if (url.pathname === '/api/public/containers/demo') return { body: makeCompany() };
      if (url.pathname === '/api/public/positions') return listOf([], 0);
    });
    renderPublic('/?company=demo');
    expect(await screen.findByText('Inga lediga tjänster just nu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lediga tjänster' })).toBeInTheDocument();
    expect(screen.queryByText(/Just nu har vi/)).not.toBeInTheDocument();
  });
});
