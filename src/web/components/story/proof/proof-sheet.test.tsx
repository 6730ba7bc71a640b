// @vitest-environment jsdom

import { PROOF_TEXTS } from '@shared/proofs/story-proof';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ProofDraft } from '@/lib/story-published/proof-requests';
import { renderWithProviders } from '@/testing/test-utils';
import { ProofSheet, type ProofSheetRequest } from './proof-sheet';

const LINK = 'https://www.instagram.com/stories/cafe.aurora/3481234567?igsh=MTIz';

/** The sheet as a screen holds it: open until it closes itself (after a proof was taken) or is cancelled. */
function Host({ request }: { request: ProofSheetRequest }) {
  const [open, setOpen] = useState(true);
  return open ? <ProofSheet request={request} open onOpenChange={setOpen} /> : <p>Cerrada</p>;
}

function renderSheet(overrides: Partial<ProofSheetRequest> = {}) {
  const onSubmit = vi.fn<(draft: ProofDraft) => Promise<void>>(async () => undefined);
  // Some phones' pickers offer any file whatever `accept` says: the sheet checks what it gets.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <Host
      request={{ storyId: 's1', storyTitle: 'Historia 2: Apertura', mode: 'attach', onSubmit, ...overrides }}
    />,
  );
  return { user, onSubmit, dialog: screen.getByRole('dialog') };
}

const png = (name = 'captura.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the proof of posting sheet', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the client that must give a proof for it before marking: enabled only once a valid link is there', async () => {
    const { user, onSubmit, dialog } = renderSheet({ mode: 'mark' });
    expect(within(dialog).getByRole('heading', { name: 'Marcar publicada con prueba' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Historia 2: Apertura');
    expect(dialog).toHaveTextContent(
      'Tu agencia pide la captura de la historia publicada o su enlace de Instagram.',
    );
    const submit = within(dialog).getByRole('button', { name: 'Marcar publicada con prueba' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), ` ${LINK} `);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'link', link: LINK });
    expect(await screen.findByText('Cerrada')).toBeInTheDocument();
  });

  it('says in Spanish why a pasted link is not one, once the field is left, and sends nothing', async () => {
    const { user, onSubmit, dialog } = renderSheet({ mode: 'mark' });
    const field = within(dialog).getByLabelText('Pegar enlace de Instagram');
    await user.type(field, 'https://evil.example/stories/1');
    // Not while typing: only once the field is left.
    expect(within(dialog).queryByText(PROOF_TEXTS.badLink)).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText(PROOF_TEXTS.badLink)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(PROOF_TEXTS.badLink);
    expect(within(dialog).getByRole('button', { name: 'Marcar publicada con prueba' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pastes the link from the clipboard with «Pegar»', async () => {
    const { user, onSubmit, dialog } = renderSheet();
    await navigator.clipboard.writeText(LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Pegar' }));
    // The clipboard is read asynchronously (navigator.clipboard.readText): wait for the field, not for a tick.
    await waitFor(() => expect(within(dialog).getByLabelText('Pegar enlace de Instagram')).toHaveValue(LINK));
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'link', link: LINK });
  });

  it('previews the chosen screenshot with its name and size, and sends the file as it is', async () => {
    const { user, onSubmit, dialog } = renderSheet();
    expect(
      within(dialog).getByRole('heading', { name: 'Adjuntar prueba de publicación' }),
    ).toBeInTheDocument();
    const file = png();
    await user.upload(within(dialog).getByLabelText('Elegir captura', { selector: 'input' }), file);
    const preview = within(dialog).getByRole('img', { name: 'Vista previa de la captura' });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(dialog).toHaveTextContent('captura.png · 2 KB');
    // One proof: the link field gives way to the screenshot.
    expect(within(dialog).queryByLabelText('Pegar enlace de Instagram')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'screenshot', file });

    expect(await screen.findByText('Cerrada')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, or over 20 MB, before sending anything', async () => {
    const { user, dialog } = renderSheet();
    const input = within(dialog).getByLabelText('Elegir captura', { selector: 'input' });
    await user.upload(input, new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PROOF_TEXTS.notImage);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    const huge = png('enorme.png', 1);
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PROOF_TEXTS.tooLarge);
    expect(within(dialog).getByRole('button', { name: 'Adjuntar prueba' })).toBeDisabled();
  });

  it('shows the server’s refusal in the sheet, which stays open to try again', async () => {
    const { user, onSubmit, dialog } = renderSheet({
      current: {
        kind: 'link',
        linkUrl: LINK,
        imageUrl: null,
        createdAt: '2026-11-20T10:00:00.000Z',
        byName: 'Marta',
        byAgency: false,
      },
    });
    expect(
      within(dialog).getByRole('heading', { name: 'Cambiar la prueba de publicación' }),
    ).toBeInTheDocument();
    onSubmit.mockRejectedValueOnce(
      new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: PROOF_TEXTS.tooLarge }),
    );
    await user.upload(within(dialog).getByLabelText('Elegir captura', { selector: 'input' }), png());
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROOF_TEXTS.tooLarge);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Adjuntar prueba' })).toBeEnabled(),
    );
    expect(screen.queryByText('Cerrada')).not.toBeInTheDocument();
  });
});
