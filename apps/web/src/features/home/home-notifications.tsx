/**
 * The home page's 'latest notifications' slot (issue 13). The bell has no data yet (the notifications rebuild
 * with one row per recipient and a list action lands on its own branch), so there is nothing to list and the
 * slot renders nothing; when that hook exists, this component shows its latest few and links to the bell's
 * targets. The page already places it beside the open positions.
 */
export function HomeNotifications(_props: { containerId: number }) {
  return null;
}
