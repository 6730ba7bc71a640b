import type { AuthSession } from '../auth/auth';
import type { AppDeps, SessionUser } from '../context/app-deps';
import type { Logger } from '../logger';

/** The variables every API request carries (set by the request-context and session middleware). */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    clientIp: string;
    session: AuthSession['session'] | null;
    user: SessionUser | null;
    /** The zone of the signed-in user's client record (null: not a client, or the agency's default). */
    clientTimeZone: string | null;
  };
}
