import type { AiRequestDto } from '@shared/ai/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AiWizardDialog } from '../ai-wizard-dialog';

/** What the AI wizard's component tests share (the tests themselves are split by behaviour). */
export const NOW = new Date(2026, 10, 22, 10, 30);
export const PRODUCT = 'Café de especialidad tostado cada semana en Madrid.';
export const PROCESS = 'Nos escriben por mensaje directo y compran en la web.';
export const OFFER = 'Suscripción de 24 € al mes con taza de regalo y garantía.';

export function aiRequest(overrides: Partial<AiRequestDto> = {}): AiRequestDto {
  return {
    id: 'req-1',
    status: 'pending',
    message: 'Solicitud recibida',
    errorMessage: null,
    failedStep: null,
    provider: 'offline',
    generatedWithoutAi: false,
    generatedCampaignId: null,
    campaignDuration: 7,
    launchDatetime: 'lunes, 23 de noviembre de 2026 a las 12:00',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir asistente
      </button>
      <AiWizardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export function renderWizard(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({ 'GET /api/client/campaigns': () => json({ campaigns: [] }), ...handlers });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const utils = renderRoutes(
    [
      { path: '/dashboard/campaigns', element: <Harness /> },
      { path: '/dashboard/campaigns/:campaignId', element: <h1>Detalle de campaña</h1> },
    ],
    { initialPath: '/dashboard/campaigns' },
  );
  return { ...utils, user, fetchMock };
}

export async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir asistente' }));
  return screen.findByRole('dialog', { name: 'Crear Campaña con IA' });
}

export const next = () => screen.getByRole('button', { name: 'Siguiente' });
export const previous = () => screen.getByRole('button', { name: 'Anterior' });

export async function fillText(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Answers the six steps with the defaults of steps 4-6 and stops on step 6. */
export async function fillAllSteps(user: ReturnType<typeof userEvent.setup>) {
  await fillText(user, '¿Qué vendes?', PRODUCT);
  await user.click(next());
  await fillText(user, '¿Cómo es tu proceso de venta?', PROCESS);
  await user.click(next());
  await fillText(user, '¿Cuál es el precio y la oferta?', OFFER);
  await user.click(next());
  await user.click(next());
  await user.click(next());
  expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
}

/** The browser's EventSource (jsdom has none): the test opens it and sends events at will. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  send(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  static current(): FakeEventSource {
    const source = FakeEventSource.instances.findLast((instance) => !instance.closed);
    if (!source) throw new Error('no open EventSource');
    return source;
  }
}

/** Fake timers at NOW (advancing with real time too) and the fake EventSource, around each test. */
export function setUpWizardTests() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
