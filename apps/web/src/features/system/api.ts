import { useQuery } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

/** The machine's state is platform-wide: no company in the key. */
const keys = { status: ['system-status'] as const };

/**
 * The system tools as the server finds them now (it checks afresh on every call). Not refetched on focus:
 * each check runs the programs, and the screen's Kontrollera igen asks when the superuser wants it.
 */
export function useSystemStatus() {
  return useQuery({
    queryKey: keys.status,
    queryFn: () => dispatch('get_SystemStatus', {}),
    refetchOnWindowFocus: false,
  });
}
