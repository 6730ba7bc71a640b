/** The client's own record (GET and PATCH /api/client/me) and its AI-info block (/api/client/ai-info). */
import { z } from 'zod';
import { ClientRecord } from '../../clients/admin-client';
import { requiredText } from '../../text/text-fields';
import { Instant, optionalClientText } from './common';
import {
  AI_INFO_FIELD_MAX_LENGTH,
  CLIENT_AREA_MESSAGES,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_INDUSTRY_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
} from './limits';

// --- /api/client/me ---------------------------------------------------------------------------------

/** The signed-in client's own record (GET and PATCH /api/client/me). */
export const OwnClient = ClientRecord.extend({ createdAt: Instant, updatedAt: Instant }).meta({
  id: 'OwnClient',
});
export type OwnClient = z.infer<typeof OwnClient>;

export const OwnClientResponse = z.object({ client: OwnClient });
export type OwnClientResponse = z.infer<typeof OwnClientResponse>;

/**
 * PATCH /api/client/me: the personal-info form. Name and brand are required (they identify the client); they,
 * the phone and the industry are one-line texts (no line breaks or control characters); the description is not.
 */
const requiredName = (message: string) =>
  requiredText({
    max: PROFILE_NAME_MAX_LENGTH,
    tooLong: CLIENT_AREA_MESSAGES.fieldTooLong,
    tooShort: message,
    missing: message,
    singleLine: true,
  });

export const UpdateOwnClientBody = z.object({
  name: requiredName(CLIENT_AREA_MESSAGES.nameRequired),
  brandName: requiredName(CLIENT_AREA_MESSAGES.brandNameRequired),
  phone: optionalClientText(PROFILE_PHONE_MAX_LENGTH, { singleLine: true }),
  industry: optionalClientText(PROFILE_INDUSTRY_MAX_LENGTH, { singleLine: true }),
  description: optionalClientText(PROFILE_DESCRIPTION_MAX_LENGTH),
});
/** What the form sends (strings; empty optional fields allowed). */
export type UpdateOwnClientInput = z.input<typeof UpdateOwnClientBody>;
/** What the server stores (empty optional fields as null). */
export type UpdateOwnClientBody = z.output<typeof UpdateOwnClientBody>;

// --- /api/client/ai-info ----------------------------------------------------------------------------

/** The information block the AI uses to draft campaigns. */
export const AiInfo = z.object({
  whoYouAre: z.string().nullable(),
  targetAudience: z.string().nullable(),
  yourStory: z.string().nullable(),
  updatedAt: Instant,
});
export type AiInfo = z.infer<typeof AiInfo>;

/** null until the client saves it the first time. */
export const AiInfoResponse = z.object({ aiInfo: AiInfo.nullable() });
export type AiInfoResponse = z.infer<typeof AiInfoResponse>;

/** PUT /api/client/ai-info: no field validation (spec section 5); empty fields are stored as null. */
export const UpdateAiInfoBody = z.object({
  whoYouAre: optionalClientText(AI_INFO_FIELD_MAX_LENGTH),
  targetAudience: optionalClientText(AI_INFO_FIELD_MAX_LENGTH),
  yourStory: optionalClientText(AI_INFO_FIELD_MAX_LENGTH),
});
export type UpdateAiInfoInput = z.input<typeof UpdateAiInfoBody>;
export type UpdateAiInfoBody = z.output<typeof UpdateAiInfoBody>;

/** PUT answers the stored block. */
export const UpdateAiInfoResponse = z.object({ aiInfo: AiInfo });
export type UpdateAiInfoResponse = z.infer<typeof UpdateAiInfoResponse>;
