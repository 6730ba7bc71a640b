import type { StoryProof } from '@shared/proofs/story-proof';
import { CheckIcon, Loader2Icon, PaperclipIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import type { ProofDraft } from '@/lib/story-published/proof-requests';
import { ProofLinkField, ScreenshotPicker } from './proof-fields';
import { PROOF_UI_TEXTS } from './proof-texts';
import { checkProofLink, screenshotProblem } from './proof-validation';

export const PROOF_SHEET_TEXTS = {
  attachTitle: 'Adjuntar prueba de publicación',
  changeTitle: 'Cambiar la prueba de publicación',
  requiredHint: 'Tu agencia pide la captura de la historia publicada o su enlace de Instagram.',
  optionalHint: 'La captura de la historia publicada (desde tu carrete) o su enlace de Instagram.',
  replaces: 'Sustituye a la prueba que tiene.',
  or: 'o',
  cancel: 'Cancelar',
  sending: 'Enviando...',
  failed: 'No se pudo adjuntar la prueba. Inténtalo de nuevo.',
} as const;
const TEXTS = PROOF_SHEET_TEXTS;

export interface ProofSheetRequest {
  storyId: string;
  /** Named in the sheet, so the brand knows which story it is about. */
  storyTitle: string;
  /**
   * 'mark': «Marcar publicada» of a client that must give a proof: the story is marked once the proof is given.
   * 'attach': a published story's proof, attached or changed.
   */
  mode: 'mark' | 'attach';
  /** The proof it has, when the screen knows it («Cambiar»). */
  current?: StoryProof | null | undefined;
  /** What the screen does with the proof. A rejection is shown in the sheet, which stays open to try again. */
  onSubmit: (draft: ProofDraft) => Promise<void> | void;
}

/**
 * The proof of posting (issue 31 §1), a small dialog (a sheet from the bottom on a phone): «Elegir captura» (the
 * camera roll, with a preview) or «Pegar enlace de Instagram» (with «Pegar»), checked by the API's own rules before
 * anything is sent. One of them is the proof: while a screenshot is chosen the link field gives way to its preview.
 * The button («Marcar publicada con prueba» or «Adjuntar prueba») is enabled only once a screenshot or a valid link
 * is given. Its own chunk (it brings zod): lazy-proof-sheet.ts.
 */
export function ProofSheet({
  request,
  open,
  onOpenChange,
}: {
  request: ProofSheetRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [linkText, setLinkText] = useState('');
  const [isLinkCommitted, setIsLinkCommitted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const link = linkText.trim() ? checkProofLink(linkText) : null;
  const draft: ProofDraft | null = screenshot
    ? { kind: 'screenshot', file: screenshot }
    : link?.link
      ? { kind: 'link', link: link.link }
      : null;
  const isMark = request.mode === 'mark';
  const title = isMark
    ? PROOF_UI_TEXTS.markWithProof
    : request.current
      ? TEXTS.changeTitle
      : TEXTS.attachTitle;
  const submitLabel = isMark ? PROOF_UI_TEXTS.markWithProof : PROOF_UI_TEXTS.attach;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsLinkCommitted(true);
    if (!draft || isSending) return;
    setIsSending(true);
    setSubmitError(null);
    try {
      await request.onSubmit(draft);
      onOpenChange(false);
    } catch (error) {
      setSubmitError(errorMessage(error, TEXTS.failed));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isSending && onOpenChange(next)}>
      <DialogContent className="max-w-md max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <form className="grid gap-4" noValidate onSubmit={submit} aria-busy={isSending}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground">{request.storyTitle}</span>.{' '}
              {isMark ? TEXTS.requiredHint : TEXTS.optionalHint}
              {request.current ? ` ${TEXTS.replaces}` : ''}
            </DialogDescription>
          </DialogHeader>
          <ScreenshotPicker
            file={screenshot}
            error={fileError}
            onChoose={(file) => {
              const problem = screenshotProblem(file);
              setFileError(problem);
              setScreenshot(problem ? null : file);
              setSubmitError(null);
            }}
            onClear={() => setScreenshot(null)}
          />
          {!screenshot && (
            <>
              <p
                className="flex items-center gap-3 text-muted-foreground text-xs uppercase"
                aria-hidden="true"
              >
                <span className="h-px flex-1 bg-border" />
                {TEXTS.or}
                <span className="h-px flex-1 bg-border" />
              </p>
              <ProofLinkField
                value={linkText}
                error={isLinkCommitted && link?.error ? link.error : null}
                onChange={(value) => {
                  setLinkText(value);
                  setSubmitError(null);
                }}
                onCommit={() => setIsLinkCommitted(true)}
              />
            </>
          )}
          {submitError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isSending} onClick={() => onOpenChange(false)}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={!draft || isSending}>
              {isSending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : isMark ? (
                <CheckIcon aria-hidden="true" />
              ) : (
                <PaperclipIcon aria-hidden="true" />
              )}
              {isSending ? TEXTS.sending : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
