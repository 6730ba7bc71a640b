import { authRequest } from '@/lib/api-client';

/** POST /api/auth/sign-out (Better Auth wants a JSON body, even an empty one). */
export function signOut() {
  return authRequest('/api/auth/sign-out', { body: {} });
}
