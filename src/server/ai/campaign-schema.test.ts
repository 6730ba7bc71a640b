import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CampaignFileStory } from '../../shared/campaign-import/campaign-file';
import { ModelCampaignSchema } from './campaign-schema';

describe('ModelCampaignSchema', () => {
  it('never asks the model for the fields only people’s files carry (a story’s media files)', () => {
    expect(Object.keys(CampaignFileStory.shape)).toContain('media');
    const schema = JSON.stringify(z.toJSONSchema(ModelCampaignSchema));
    expect(schema).not.toContain('"media"');
    expect(schema).not.toContain('"emoji"');
    expect(schema).not.toContain('"attachment"');
    expect(schema).toContain('"scheduled_time"');
  });
});
