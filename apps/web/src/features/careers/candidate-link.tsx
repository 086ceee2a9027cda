import { LogIn, UserRound } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import {
  careerMyPagesHref,
  careerSignInHref,
  hasSignInNote,
  takeSignInNote,
} from '../../lib/career-sign-in.ts';
import { cn } from '../../lib/cn.ts';
import { careerStrings as t } from './strings.ts';
import { usePublicHost } from './use-public-site.ts';

/** Runs after hydration: the note a return from the login brings is kept first, then listened to. */
function subscribe(onChange: () => void) {
  takeSignInNote();
  globalThis.addEventListener('storage', onChange);
  return () => globalThis.removeEventListener('storage', onChange);
}

/**
 * Whether a candidate is signed in, as far as the career site knows: false on the server and while
 * hydrating (the server cannot know), then the site's note.
 */
function useCandidateSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasSignInNote(),
    () => false,
  );
}

/**
 * 'Logga in' (the login, coming back here) or, for a signed-in candidate, 'Mina sidor'. Both words hold
 * their place, the wider setting the width, so the switch after hydration moves nothing.
 */
export function CandidateLink({ className }: { className?: string }) {
  const host = usePublicHost();
  const [pathname] = useLocation();
  const signedIn = useCandidateSignedIn();
  const Icon = signedIn ? UserRound : LogIn;
  return (
    <a href={signedIn ? careerMyPagesHref(host) : careerSignInHref(host, pathname)} className={className}>
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="grid">
        <span className={cn('[grid-area:1/1]', signedIn && 'invisible')} aria-hidden={signedIn || undefined}>
          {t.signIn}
        </span>
        <span
          className={cn('[grid-area:1/1]', !signedIn && 'invisible')}
          aria-hidden={!signedIn || undefined}
        >
          {t.myPages}
        </span>
      </span>
    </a>
  );
}
