import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_STORAGE_KEY } from '../../src/lib/public-company.ts';
import { listOf, makeSummary, mockPublicApi } from '../careers/public-api-mock.ts';
import { renderPublic } from '../careers/render-public.tsx';

const containerPath = (url: URL) => /^\/api\/public\/containers\/(.+)$/.exec(url.pathname)?.[1];

describe('the career site of a company that is not available', () => {
  beforeEach(() => sessionStorage.removeItem(COMPANY_STORAGE_KEY));

  it('shows only the neutral page: no navbar, no positions, no company', async () => {
    mockPublicApi((url) => {
      if (containerPath(url) === 'vilande') return { body: { id: 0, unavailable: true } };
      if (url.pathname === '/api/public/positions') return listOf([makeSummary({ name: 'Syns inte' })]);
    });
    renderPublic('/?company=vilande');
    expect(await screen.findByRole('heading', { name: 'Sidan är inte tillgänglig' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
    expect(screen.queryByText('Syns inte')).not.toBeInTheDocument();
    expect(document.title).toContain('Sidan är inte tillgänglig');
  });
});
