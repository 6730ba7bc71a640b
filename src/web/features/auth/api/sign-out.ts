import { api } from '@/lib/api-client';

/** POST /api/auth/sign-out (Better Auth wants a JSON body, even an empty one). */
export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
