// @vitest-environment jsdom
import '@/testing/test-utils';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';
import { MountedOnceOpen } from './mounted-once-open';

function FakeDialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Diálogo" data-open={open} />;
}

let loads = 0;
const Dialog = lazyWithPreload(async () => {
  loads++;
  return FakeDialog;
});

function Screen({ open }: { open: boolean }) {
  return (
    <MountedOnceOpen open={open}>
      <Dialog open={open} />
    </MountedOnceOpen>
  );
}

describe('MountedOnceOpen', () => {
  it('loads and mounts the part at its first opening only, and keeps it mounted once closed', async () => {
    const { rerender } = render(<Screen open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads).toBe(0);

    await act(async () => rerender(<Screen open />));
    expect(await screen.findByRole('dialog', { name: 'Diálogo' })).toHaveAttribute('data-open', 'true');

    // Closed: still there, so that it can play its closing animation and hand the focus back.
    await act(async () => rerender(<Screen open={false} />));
    expect(screen.getByRole('dialog', { name: 'Diálogo' })).toHaveAttribute('data-open', 'false');
    await act(async () => rerender(<Screen open />));
    expect(loads).toBe(1);
  });
});
