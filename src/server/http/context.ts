import type { AuthSession } from '../auth/auth';
import type { AppDeps, SessionUser } from '../context/app-deps';
import type { Logger } from '../logger';

/** The routes name these through this module too (they are declared in context/app-deps.ts). */
export type { AppDeps, SessionUser };

/** The variables every API request carries (set by the request-context and session middleware). */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    clientIp: string;
    session: AuthSession['session'] | null;
    user: SessionUser | null;
  };
}
