import type { ChatAutomation } from '@shared/api/client-area/campaigns';
import { chatKeyword } from '@shared/domain/chat-automation';
import { BotMessageSquareIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { CHAT_AUTOMATION_SECTION_ID } from '../utils/dom-ids';
import { Disclosure } from './disclosure';
import { SectionHeading } from './section-heading';

// The section starts closed: its content (editors, timeline, tutorial dialog) loads when it is first opened, or
// earlier when its button is pointed at, focused or pressed (issue 30: the campaign screen's first view).
const ChatAutomationContent = lazyWithPreload(
  async () => (await import('./chat-automation-content')).ChatAutomationContent,
);

/**
 * The campaign's chat-automation configuration in a collapsible section (chat-automation-content.tsx). Itself a chunk
 * of the screen's (campaign-detail-view.tsx): loaded after the first view, the section's place held meanwhile.
 */
export function ChatAutomationPanel({
  campaignId,
  config,
  isOpen,
  onOpenChange,
}: {
  campaignId: string;
  config: ChatAutomation;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const keyword = chatKeyword(config.keyword);
  return (
    <div {...preloadOn(ChatAutomationContent)}>
      <Disclosure
        id={CHAT_AUTOMATION_SECTION_ID}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        headingLevel={2}
        label={`Automatización de chat, palabra clave ${keyword}`}
        className="scroll-mt-20 rounded-xl border bg-card shadow-xs"
        triggerClassName="items-center px-4 sm:px-5"
        contentClassName="grid gap-6 px-4 pt-2 sm:px-5"
        trigger={
          <SectionHeading
            icon={BotMessageSquareIcon}
            title="Automatización de chat"
            summary={`Palabra clave ${keyword} · ${config.followUpSequence.length} seguimientos`}
          />
        }
      >
        {() => (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <ChatAutomationContent campaignId={campaignId} config={config} />
          </Suspense>
        )}
      </Disclosure>
    </div>
  );
}
