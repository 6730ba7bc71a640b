import { formatLongDateEs } from '../../../shared/dates';
import { hashString, type SeededRandom, seededRandom } from './hash';
import { deriveKeyword, withoutLeadIn } from './keyword';
import { afterColon, cleanText, clip, excerpt, shortPhrase } from './text';
import type { OfflineGeneratorInput } from './types';

export type CampaignDurationDays = 7 | 14 | 21;

/** Everything a story template may say, already cut to size. Optional pieces are null when not given. */
export interface CopyContext {
  brand: string;
  /** What is sold, as a phrase ('un curso online de fotografía para principiantes'). */
  product: string;
  /** The same, shorter, for titles and short lines. */
  productShort: string;
  offer: string;
  offerShort: string;
  /** How the purchase works (step 2 of the brief). */
  process: string;
  keyMessage: string | null;
  audience: string | null;
  who: string | null;
  story: string | null;
  industry: string | null;
  keyword: string;
  totalDays: number;
  /** 'domingo, 7 de febrero de 2027': the campaign's last day. */
  closeDate: string;
  /** Day of the campaign, 1-based, and the days left after it. */
  day: number;
  daysLeft: number;
  rng: SeededRandom;
}

export type BaseContext = Omit<CopyContext, 'day' | 'daysLeft' | 'rng'> & { seed: number };

const FALLBACK_BRAND = 'nuestra marca';
const FALLBACK_PRODUCT = 'nuestra novedad';
const FALLBACK_OFFER = 'una oferta especial de lanzamiento';
const FALLBACK_PROCESS = 'nos escribes, te resolvemos las dudas y te enviamos el enlace de compra';

function orNull(text: string): string | null {
  return text === '' ? null : text;
}

/** The seed of all variety: every input field, so a different brief gives a different campaign. */
function briefSeed(input: OfflineGeneratorInput): number {
  return hashString(
    JSON.stringify([
      input.brief.productDescription,
      input.brief.salesProcess,
      input.brief.specialOffers,
      input.brief.campaignDuration,
      input.brief.keyMessage,
      input.brand.brandName,
      input.brand.name,
      input.aiInfo?.targetAudience ?? null,
      input.startDate,
    ]),
  );
}

export function baseContext(input: OfflineGeneratorInput, endDate: string): BaseContext {
  const { brief, brand, aiInfo } = input;
  const brandName = clip(cleanText(brand.brandName) || cleanText(brand.name), 60) || FALLBACK_BRAND;
  const productText = withoutLeadIn(cleanText(brief.productDescription));
  const product = excerpt(productText, 110) || FALLBACK_PRODUCT;
  return {
    seed: briefSeed(input),
    brand: brandName,
    product,
    productShort: shortPhrase(productText, 50) || FALLBACK_PRODUCT,
    offer: afterColon(excerpt(brief.specialOffers, 170)) || FALLBACK_OFFER,
    offerShort: afterColon(shortPhrase(brief.specialOffers, 90)) || FALLBACK_OFFER,
    process: afterColon(excerpt(brief.salesProcess, 150)) || FALLBACK_PROCESS,
    keyMessage: orNull(excerpt(brief.keyMessage, 170)),
    audience: orNull(afterColon(excerpt(aiInfo?.targetAudience, 110))),
    who: orNull(afterColon(excerpt(aiInfo?.whoYouAre, 150))),
    story: orNull(afterColon(excerpt(aiInfo?.yourStory, 190))),
    industry: orNull(excerpt(brand.industry, 60)),
    keyword: deriveKeyword(cleanText(brief.productDescription)),
    totalDays: brief.campaignDuration,
    closeDate: formatLongDateEs(endDate),
  };
}

export function dayContext(base: BaseContext, dayIndex: number): CopyContext {
  const { seed, ...rest } = base;
  return {
    ...rest,
    day: dayIndex + 1,
    daysLeft: base.totalDays - (dayIndex + 1),
    rng: seededRandom(hashString(`${seed}:${dayIndex}`)),
  };
}
