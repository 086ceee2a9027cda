import { CalendarClock } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** Each staff member's own availability for interviews: hours, busy calendars, their interview feed. */
export const interviewScreens = [
  defineScreen({
    id: 'myAvailability',
    path: paths.myAvailability,
    need: 'signedIn',
    title: 'Min tillgänglighet',
    icon: CalendarClock,
    nav: 'general',
    home: { text: 'Ange när du kan intervjua och vilka kalendrar som visar när du är upptagen.' },
    page: page(
      'availability-page',
      () => import('./availability-page.tsx'),
      (m) => m.AvailabilityPage,
    ),
  }),
];
