import { Link } from 'react-router';
import { commonStrings } from '../../lib/strings.ts';
import { NotFoundScreen, notFoundActionClass } from './not-found-screen.tsx';

/** Any admin path no route knows. `home` is where the button leads. */
export function NotFound({
  home = '/',
  homeLabel = commonStrings.toStart,
}: {
  home?: string;
  homeLabel?: string;
}) {
  return (
    <NotFoundScreen
      action={
        <Link to={home} className={notFoundActionClass}>
          {homeLabel}
        </Link>
      }
    />
  );
}

export function StandaloneNotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <NotFound />
    </div>
  );
}
