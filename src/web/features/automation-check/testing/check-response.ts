import type { AutomationCheckResponse } from '@shared/automation-check/automation-check-response';

/** GET /api/campaigns/{id}/automation-check answers for component tests: a story's problem, the automation's warning. */
export function checkResponse(
  findings: AutomationCheckResponse['findings'] = [
    {
      code: 'keyword_unanswered',
      severity: 'error',
      storyId: 'd1-s2',
      where: 'Día 1 · Historia 2',
      message:
        'La historia pide escribir PRECIOS, pero la automatización responde a BLEND7: esos mensajes no recibirán respuesta.',
    },
    {
      code: 'untracked_link',
      severity: 'warning',
      storyId: null,
      where: 'Automatización del chat · mensaje automático inicial',
      message: 'El enlace https://cafe.example/blend no cuenta los clics.',
    },
  ],
): AutomationCheckResponse {
  return {
    campaign: { id: 'c1', title: 'Lanzamiento de prueba' },
    findings,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
  };
}
