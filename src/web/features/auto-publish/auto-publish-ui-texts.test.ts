import { AUTO_PUBLISH_TEXTS } from '@shared/instagram/auto-publish-texts';
import { describe, expect, it } from 'vitest';
import { AUTO_PUBLISH_UI_TEXTS } from './auto-publish-ui-texts';

describe('AUTO_PUBLISH_UI_TEXTS', () => {
  it('repeats the shared texts it copies word for word', () => {
    expect(AUTO_PUBLISH_UI_TEXTS.enabled).toBe(AUTO_PUBLISH_TEXTS.enabled);
    expect(AUTO_PUBLISH_UI_TEXTS.disabled).toBe(AUTO_PUBLISH_TEXTS.disabled);
    expect(AUTO_PUBLISH_UI_TEXTS.notConnected).toBe(AUTO_PUBLISH_TEXTS.blockers.not_connected);
  });
});
