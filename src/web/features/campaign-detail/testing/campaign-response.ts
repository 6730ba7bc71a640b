import type { CampaignDay, CampaignDetailResponse, CampaignStory } from '@shared/api/client-area/campaigns';
import { progressPercentage } from '@shared/domain/progress';

/**
 * Builds GET /api/campaigns/{id} answers for component tests: `days` lists, per day, whether each story is
 * posted. Ids are predictable: day 'd2', story 'd2-s3' (day 2, story 3).
 */
export function campaignResponse({
  days = [[true, false]],
  today = '2026-11-20',
  startDate = '2026-11-20',
  chat = true,
  overrides = {},
}: {
  days?: boolean[][];
  today?: string;
  startDate?: string;
  chat?: boolean;
  overrides?: Record<string, Partial<CampaignStory>>;
} = {}): CampaignDetailResponse {
  const start = new Date(`${startDate}T12:00:00Z`);
  const builtDays: CampaignDay[] = days.map((posted, dayIndex) => {
    const date = new Date(start.getTime() + dayIndex * 86_400_000).toISOString().slice(0, 10);
    const dayId = `d${dayIndex + 1}`;
    return {
      id: dayId,
      dayOrder: dayIndex + 1,
      date,
      theme: `Tema ${dayIndex + 1}`,
      title: `Día ${dayIndex + 1}`,
      stories: posted.map((isPosted, storyIndex) => {
        const id = `${dayId}-s${storyIndex + 1}`;
        return {
          id,
          storyNumber: storyIndex + 1,
          title: `Historia ${storyIndex + 1}`,
          copyText: `Copy de ${id}`,
          originalCopy: `Copy de ${id}`,
          visualDescription: `Visual de ${id}`,
          storyType: 'TEXTO_PANTALLA',
          media: [],
          timeBlock: 'Mañana',
          stickerInfo: null,
          notes: null,
          scheduledDate: date,
          scheduledTime: '09:30',
          isPosted,
          postedAt: isPosted ? `${date}T08:00:00.000Z` : null,
          isSkipped: false,
          skip: null,
          updatedAt: `${date}T07:00:00.000Z`,
          approval: {
            state: 'not_requested' as const,
            version: `v-${id}`,
            comment: null,
            decidedAt: null,
            decidedVia: null,
          },
          trackedLink: null,
          proof: null,
          hasResults: false,
          autoPublish: null,
          ...overrides[id],
        };
      }),
    };
  });
  const totalStories = builtDays.reduce((sum, day) => sum + day.stories.length, 0);
  const postedStories = builtDays.reduce((sum, day) => sum + day.stories.filter((s) => s.isPosted).length, 0);
  return {
    today,
    campaign: {
      id: 'c1',
      title: 'Lanzamiento de prueba',
      description: 'Descripción de la campaña',
      status: 'active',
      source: 'import',
      startDate,
      endDate: builtDays.at(-1)?.date ?? startDate,
      createdAt: '2026-11-01T10:00:00.000Z',
      requiresApproval: false,
      approvalRequiredFrom: null,
      totalStories,
      postedStories,
      skippedStories: 0,
      progress: progressPercentage(postedStories, totalStories),
      client: { id: 'cl1', name: 'Marta', brandName: 'Café Aurora', timeZone: 'Europe/Madrid' },
      chatAutomation: chat
        ? {
            keyword: 'BLEND7',
            autoResponse: 'Hola, gracias por escribir',
            followUpSequence: [
              { delayHours: 2, message: 'Primer seguimiento', attachment: null },
              { delayHours: 50, message: 'Último aviso', attachment: null },
            ],
            landingUrl: 'https://cafe.example/blend',
            landingLink: null,
            tags: ['lanzamiento'],
            notes: 'Revisar stock',
          }
        : {
            keyword: null,
            autoResponse: null,
            followUpSequence: [],
            landingUrl: null,
            landingLink: null,
            tags: [],
            notes: null,
          },
      launchPlan: null,
      days: builtDays,
    },
  };
}
