import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCampaignFile } from '../campaign-import/parse-campaign-file';
import { validateCampaignImport } from '../campaign-import/validate-campaign-import';
import { type CampaignSnapshot, campaignFileOf } from './campaign-file-of';
import type { ExportedCampaignFile } from './exported-campaign-file';
import { campaignSnapshotArb, snapshotOfImport } from './testing/campaign-snapshot-arbitrary';

const metadata = { key: '6f1c1f8e-2b7a-4a57-9d2c-3a4b5c6d7e8f', exported_at: '2027-01-15T10:00:00.000Z' };

/** The file without its `export` metadata (which differs from one export to the next). */
function withoutMetadata(file: ExportedCampaignFile): Omit<ExportedCampaignFile, 'export'> {
  const { export: _metadata, ...rest } = file;
  return rest;
}

/** Export, then import the file as the server reads it (JSON text): the campaign the import would store. */
function importExport(snapshot: CampaignSnapshot) {
  const file = campaignFileOf(snapshot, metadata);
  const result = parseCampaignFile(JSON.stringify(file, null, 2));
  if (!result.ok) throw new Error(`the export does not import: ${JSON.stringify(result.errors)}`);
  return { file, campaign: result.campaign };
}

describe('campaign export: property-based', () => {
  it('every export of a stored campaign is a valid import file', () => {
    fc.assert(
      fc.property(campaignSnapshotArb, (snapshot) => {
        const result = validateCampaignImport(campaignFileOf(snapshot, metadata));
        expect(result.ok ? [] : result.errors).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('export → import → export gives the same file but for its metadata', () => {
    fc.assert(
      fc.property(campaignSnapshotArb, (snapshot) => {
        const first = importExport(snapshot);
        const second = importExport(snapshotOfImport(first.campaign));
        expect(withoutMetadata(second.file)).toEqual(withoutMetadata(first.file));
        // And the campaign stored the second time is the one stored the first time.
        expect(second.campaign).toEqual(first.campaign);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every story, day and date', () => {
    fc.assert(
      fc.property(campaignSnapshotArb, (snapshot) => {
        const { campaign } = importExport(snapshot);
        expect(campaign.days.map((day) => day.date)).toEqual(snapshot.days.map((day) => day.date));
        expect(campaign.days.map((day) => day.stories.length)).toEqual(
          snapshot.days.map((day) => day.stories.length),
        );
        const numbers = (stories: readonly { storyNumber: number }[]) =>
          stories.map((story) => story.storyNumber).sort((a, b) => a - b);
        for (const [index, day] of campaign.days.entries()) {
          expect(day.stories.map((story) => story.number)).toEqual(numbers(snapshot.days[index]!.stories));
        }
      }),
      { numRuns: 200 },
    );
  });
});
