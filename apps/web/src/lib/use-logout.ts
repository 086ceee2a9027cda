import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './session.ts';

/** Logs out: clears the session and persisted state, forgets cached data and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
