/**
 * 'Configuración › Equipo': the agency's admins, their invitations and the invitation page's two calls.
 * Plain zod, isomorphic: the server documents its routes with them and the web gets their types through `hc`.
 */
import { z } from 'zod';
import { NewPasswordSchema } from '../auth/password-schemas';
import { requiredText } from '../text/text-fields';
import {
  INVITATION_TOKEN_MAX_LENGTH,
  TEAM_EMAIL_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_TEXTS,
} from './admin-team-texts';

/** POST /api/admin/team/invitations. The name is a one-line text (no line breaks, control or bidi characters). */
export const InviteAdminBody = z.object({
  name: requiredText({
    max: TEAM_NAME_MAX_LENGTH,
    tooLong: TEAM_TEXTS.nameTooLong,
    tooShort: TEAM_TEXTS.nameRequired,
    missing: TEAM_TEXTS.nameRequired,
    singleLine: true,
  }),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.email({ error: TEAM_TEXTS.emailInvalid }).max(TEAM_EMAIL_MAX_LENGTH, TEAM_TEXTS.emailInvalid),
  ),
});
export type InviteAdminBody = z.infer<typeof InviteAdminBody>;

/** One admin of the agency. Instants are ISO 8601 strings (UTC). */
export const TeamMember = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    /** Admin since (created), or deactivated since. */
    since: z.string(),
    lastSignInAt: z.string().nullable(),
    isSelf: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMember>;

/** A pending invitation (neither accepted nor revoked); `isExpired` once its link no longer works. */
export const TeamInvitation = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    invitedBy: z.string().nullable(),
    sentAt: z.string(),
    expiresAt: z.string(),
    isExpired: z.boolean(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/** GET /api/admin/team */
export const TeamResponse = z.object({
  active: z.array(TeamMember),
  invitations: z.array(TeamInvitation),
  deactivated: z.array(TeamMember),
});
export type TeamResponse = z.infer<typeof TeamResponse>;

export const InvitationResponse = z.object({ invitation: TeamInvitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const TeamMemberResponse = z.object({ member: TeamMember });
export type TeamMemberResponse = z.infer<typeof TeamMemberResponse>;

const InvitationToken = z
  .string({ error: TEAM_TEXTS.invalidLink })
  .min(1, TEAM_TEXTS.invalidLink)
  .max(INVITATION_TOKEN_MAX_LENGTH, TEAM_TEXTS.invalidLink);

/** POST /api/invitations/lookup: who a live link invites (the page greets them). */
export const InvitationLookupBody = z.object({ token: InvitationToken });
export const InvitationLookupResponse = z.object({ name: z.string(), email: z.string() });
export type InvitationLookupResponse = z.infer<typeof InvitationLookupResponse>;

/** POST /api/invitations/accept */
export const AcceptInvitationBody = z.object({ token: InvitationToken, newPassword: NewPasswordSchema });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;
export const AcceptInvitationResponse = z.object({ email: z.string() });
