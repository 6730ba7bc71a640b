import type { Me } from '../../../shared/api/account';
import type { SessionUser } from '../../context/app-deps';

const iso = (d: Date | string) => new Date(d).toISOString();

/** GET /api/me: the signed-in user's profile, read from the session (no query). */
export function toMe(user: SessionUser): Me {
  return {
    profile: {
      id: user.id,
      email: user.email,
      fullName: user.name || user.email.split('@')[0] || 'Usuario',
      role: user.role === 'admin' ? 'admin' : 'client',
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    mustChangePassword: Boolean(user.isTempPassword),
    tempPasswordExpiresAt: user.tempPasswordExpiresAt ? iso(user.tempPasswordExpiresAt) : null,
  };
}
