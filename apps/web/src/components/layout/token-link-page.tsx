import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { Alert } from '../ui/alert.tsx';
import { LoadingBlock } from '../ui/loading-block.tsx';
import { AuthShell } from './auth-shell.tsx';

export interface TokenLinkTexts {
  loading: string;
  invalidTitle: string;
  failed: string;
  toCareers: string;
}

/**
 * A login-free page behind a link from an e-mail (/samtycke/:token, /svar/:token): while the link is
 * looked up it says so, a link that cannot be used says why, and otherwise `children` gets what the link
 * names and the footer back to the career site.
 */
export function TokenLinkPage<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: TokenLinkTexts;
  children: (data: T, footer: ReactNode) => ReactNode;
}) {
  const footer = (
    <Link to="/" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
      {texts.toCareers}
    </Link>
  );
  if (query.isPending)
    return (
      <AuthShell title={texts.loading}>
        <LoadingBlock label={texts.loading} />
      </AuthShell>
    );
  if (query.isError)
    return (
      <AuthShell title={texts.invalidTitle} footer={footer}>
        <Alert tone="error">{errorMessage(query.error, texts.failed)}</Alert>
      </AuthShell>
    );
  return <>{children(query.data, footer)}</>;
}
