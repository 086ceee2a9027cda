import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The way back to the login screen under the signed-out screens' forms. */
export function LoginLink({ children }: { children: ReactNode }) {
  return (
    <Link to={paths.login} className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
