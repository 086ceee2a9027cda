import { Link } from 'wouter';
import { NotFoundScreen, notFoundActionClass } from '../../app/screens/not-found-screen.tsx';
import { commonStrings } from '../../lib/strings.ts';

/** A public address that names nothing (the server answers it with 404); the button leads to the list. */
export function PublicNotFound({ label = commonStrings.toStart }: { label?: string }) {
  return (
    <NotFoundScreen
      action={
        <Link href="/positions" className={notFoundActionClass}>
          {label}
        </Link>
      }
    />
  );
}
