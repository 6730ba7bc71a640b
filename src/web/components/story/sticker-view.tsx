import type { RawStickerInfo } from '@shared/api/client-area/campaigns';
import { parseStickerInfo, type StickerKind } from '@shared/domain/sticker-info';
import {
  BarChart3Icon,
  ExternalLinkIcon,
  MessageCircleQuestionIcon,
  SlidersHorizontalIcon,
  SparklesIcon,
} from 'lucide-react';
import { memo } from 'react';

const ICONS: Record<StickerKind, typeof BarChart3Icon> = {
  poll: BarChart3Icon,
  question: MessageCircleQuestionIcon,
  slider: SlidersHorizontalIcon,
  other: SparklesIcon,
};

/**
 * The story's interactive sticker: poll ('Encuesta' and its options), question ('Pregunta Abierta' and its
 * prompt), emoji slider, or any other kind ('Interacción'). A missing, corrupt ('[object Object]') or invalid
 * value shows nothing.
 */
export const StickerView = memo(function StickerView({ raw }: { raw: RawStickerInfo }) {
  const sticker = parseStickerInfo(raw);
  if (!sticker) return null;
  const Icon = ICONS[sticker.kind];
  return (
    <section
      aria-label={`Sticker: ${sticker.label}`}
      className="grid gap-2 rounded-lg border border-primary/20 bg-accent/50 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-accent-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {sticker.label}
      </p>
      {sticker.kind === 'poll' && sticker.options.length > 0 && (
        <ul className="grid gap-1.5">
          {sticker.options.map((option, index) => (
            <li
              // Options may repeat; their position identifies them.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
              key={index}
              className="rounded-md border bg-card px-3 py-1.5 text-foreground"
            >
              {option}
            </li>
          ))}
        </ul>
      )}
      {sticker.kind === 'question' && sticker.prompt && (
        <p className="rounded-md border bg-card px-3 py-2 text-foreground">{sticker.prompt}</p>
      )}
      {sticker.kind === 'slider' && (
        <div className="grid gap-1.5 rounded-md border bg-card px-3 py-2">
          {sticker.prompt && <p className="text-foreground">{sticker.prompt}</p>}
          <div className="flex items-center gap-2" aria-hidden="true">
            <span className="h-1.5 flex-1 rounded-full bg-brand-gradient" />
            <span className="text-lg leading-none">{sticker.emoji ?? '😍'}</span>
          </div>
          {sticker.emoji && <span className="sr-only">Emoji: {sticker.emoji}</span>}
        </div>
      )}
      {sticker.kind === 'other' && (sticker.prompt || sticker.url) && (
        <div className="grid gap-1 rounded-md border bg-card px-3 py-2 text-foreground">
          {sticker.prompt && <p>{sticker.prompt}</p>}
          {sticker.url && (
            <a
              href={sticker.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all text-primary text-xs underline-offset-4 hover:underline"
            >
              {sticker.url}
              <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">(se abre en otra pestaña)</span>
            </a>
          )}
        </div>
      )}
    </section>
  );
});
