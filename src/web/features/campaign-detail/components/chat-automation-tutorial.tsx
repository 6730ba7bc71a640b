import type { ChatAutomation } from '@shared/api/client-area/campaigns';
import { chatKeyword, formatFollowUpDelay, hasRealLandingUrl } from '@shared/domain/chat-automation';
import { GraduationCapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** Step-by-step guide to set this configuration up in the chat-automation tool, with the campaign's values. */
export function ChatAutomationTutorial({ config }: { config: ChatAutomation }) {
  const keyword = chatKeyword(config.keyword);
  const followUps = config.followUpSequence;
  const steps = [
    'En tu herramienta de automatización de mensajes de Instagram (por ejemplo, ManyChat), crea una automatización nueva con el disparador «Palabra clave en mensaje directo».',
    `Escribe la palabra clave «${keyword}» y activa la coincidencia aunque llegue en minúsculas o con otras palabras.`,
    'Como primera respuesta, pega el mensaje automático inicial' +
      (hasRealLandingUrl(config.landingUrl) ? ' y añade un botón con la URL de la landing.' : '.'),
    followUps.length > 0
      ? `Añade ${followUps.length === 1 ? 'el mensaje' : `los ${followUps.length} mensajes`} de seguimiento con su espera (${followUps
          .map((item) => formatFollowUpDelay(item.delayHours))
          .join(', ')}) y condición «si no ha comprado».`
      : 'Si quieres insistir a quien no responde, añade mensajes de seguimiento con una espera entre ellos.',
    config.tags.length > 0
      ? `Aplica las etiquetas ${config.tags.map((tag) => `«${tag}»`).join(', ')} a cada persona que escriba, para medir y segmentar.`
      : 'Aplica una etiqueta a cada persona que escriba, para medir y segmentar.',
    `Publica las historias e invita a escribir «${keyword}» por mensaje directo. Prueba la automatización desde otra cuenta antes del primer día.`,
  ];

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <GraduationCapIcon aria-hidden="true" />
          Ver tutorial
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Cómo configurar la automatización</DialogTitle>
          <DialogDescription>Seis pasos con los datos de esta campaña.</DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-xs"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Entendido</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
