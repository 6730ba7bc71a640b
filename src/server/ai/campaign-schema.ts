import { z } from 'zod';
import {
  CampaignFile,
  CampaignFileBlock,
  CampaignFileChatAutomation,
  CampaignFileDay,
  CampaignFileFollowUp,
  CampaignFileSticker,
  CampaignFileStory,
} from '../../shared/campaign-import/campaign-file';
import { LANDING_URL_PLACEHOLDER } from '../../shared/constants';
import { MAX_STORIES_PER_DAY, MIN_STORIES_PER_DAY } from './prompt';

/**
 * The structured answer asked of the model: the campaign file declared in src/shared (CampaignFile) without the
 * three fields only people's files carry (a slider's emoji, a follow-up's attachment, a story's media files), with what the model must
 * also be told (the stories a day, the landing-URL placeholder). Deliberately loose (types and shape only): the
 * import validator (validateCampaignImport) is the one judge of a usable campaign, so a day with too few stories
 * is still received and counted as partial instead of failing the whole answer.
 */
const ModelStory = CampaignFileStory.omit({ media: true }).extend({
  sticker: CampaignFileSticker.omit({ emoji: true }).nullable(),
});

const ModelDay = CampaignFileDay.extend({
  blocks: z
    .array(CampaignFileBlock.extend({ stories: z.array(ModelStory) }))
    .describe(
      `Franjas del día con sus historias (entre ${MIN_STORIES_PER_DAY} y ${MAX_STORIES_PER_DAY} historias por día en total)`,
    ),
});

export const ModelCampaignSchema = CampaignFile.extend({
  days: z.array(ModelDay),
  chat_automation: CampaignFileChatAutomation.extend({
    follow_up_sequence: z.array(CampaignFileFollowUp.omit({ attachment: true })),
    landing_url: z.string().describe(`Siempre el marcador ${LANDING_URL_PLACEHOLDER}`),
  }),
});
