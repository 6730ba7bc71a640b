import { SCROLL_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_AUTOMATION_SECTION_ID } from '../utils/dom-ids';
import { currentFocus, scrollToElement } from '../utils/scroll-into-view';

/** `?panel=automatizacion` (paths' `panel` option, «Corregir» of «Revisar automatizaciones»): the section, opened. */
const CHAT_PANEL = 'automatizacion';

/**
 * Shows the chat-automation section: opens it, then scrolls to it once drawn and moves the focus to its button (the
 * section's code may still be on its way: it tries again, a few times). A link with `?panel=automatizacion` does
 * the same when the screen opens and whenever it is followed; the parameter is then dropped from the address, so
 * that following such a link again opens the section again (and a reload does not).
 */
export function useChatAutomationReveal() {
  const [isChatOpen, setIsChatOpen] = useState(false);
  const chatScrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (chatScrollTimer.current) clearTimeout(chatScrollTimer.current);
    },
    [],
  );

  const showChatAutomation = useCallback(() => {
    setIsChatOpen(true);
    if (chatScrollTimer.current) clearTimeout(chatScrollTimer.current);
    const focusWasOn = currentFocus();
    const attempt = (left: number) => {
      chatScrollTimer.current = setTimeout(() => {
        const options = { block: 'start', focusSelector: 'button', focusWasOn } as const;
        if (!scrollToElement(CHAT_AUTOMATION_SECTION_ID, options) && left > 0) attempt(left - 1);
      }, SCROLL_DELAY_MS);
    };
    attempt(5);
  }, []);

  const [params, setParams] = useSearchParams();
  const panel = params.get('panel');
  useEffect(() => {
    if (panel !== CHAT_PANEL) return;
    showChatAutomation();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('panel');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [panel, showChatAutomation, setParams]);

  return { isChatOpen, setIsChatOpen, showChatAutomation };
}
