import type { AppDeps } from '../../context/app-deps';

/** What the client services use: the database, the configuration, the logger and the job runner (for mail). */
export type ClientServiceDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner'>;

/** Who did it, for audit_log. */
export interface ClientActor {
  userId: string;
  email: string;
  ip: string | null;
}
