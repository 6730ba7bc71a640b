import { isKnownStoryType, type StoryType, storyTypeLabel } from '@shared/domain/story-types';
import { ClapperboardIcon, type LucideIcon, MicIcon, QuoteIcon, TypeIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LOOKS: Record<StoryType, { className: string; icon: LucideIcon }> = {
  TEXTO_PANTALLA: { className: 'bg-secondary text-secondary-foreground', icon: TypeIcon },
  EL_HABLANDO: { className: 'bg-info/10 text-info', icon: MicIcon },
  TESTIMONIO_CLIENTE: { className: 'bg-success/12 text-success', icon: QuoteIcon },
};
const DEFAULT_LOOK = { className: 'border-border bg-card text-muted-foreground', icon: ClapperboardIcon };

/** The story type with its Spanish label; unknown types get the default look and show their own text. */
export function StoryTypeBadge({ storyType }: { storyType: string }) {
  const look = isKnownStoryType(storyType) ? LOOKS[storyType] : DEFAULT_LOOK;
  const Icon = look.icon;
  return (
    <Badge variant="outline" className={cn('border-transparent', look.className)}>
      <Icon aria-hidden="true" />
      {storyTypeLabel(storyType)}
    </Badge>
  );
}
