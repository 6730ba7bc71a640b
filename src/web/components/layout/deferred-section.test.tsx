// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredSection } from './deferred-section';

describe('DeferredSection', () => {
  it('holds the place with the placeholder until the lazily loaded part has arrived, then draws it', async () => {
    let release: () => void = () => undefined;
    const Late = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          release = () => resolve({ default: () => <p>Notificaciones</p> });
        }),
    );
    render(
      <DeferredSection placeholder={<p role="status">Cargando notificaciones...</p>}>
        <Late />
      </DeferredSection>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando notificaciones...');
    expect(screen.queryByText('Notificaciones')).toBeNull();
    release();
    expect(await screen.findByText('Notificaciones')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
