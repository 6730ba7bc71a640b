import { type Artifacts, Audit, type Config, Gatherer } from 'lighthouse';

/**
 * Installability for Lighthouse 12, which dropped its PWA category and the `installable-manifest` audit. The same
 * question is asked of Chrome itself, as that audit did: `Page.getInstallabilityErrors` (the checks behind the
 * browser's install prompt: a manifest with name, icons of 192 and 512 px, start_url, a standalone display, a
 * secure origin…), with the manifest Chrome found. Used by bench/lighthouse.ts as a category of its own.
 */

export const INSTALLABLE_CATEGORY = 'installable';
const ARTIFACT = 'Installability';
const AUDIT_ID = 'installable-manifest';

interface InstallabilityArtifact {
  manifestUrl: string;
  errors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
}

class InstallabilityGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  override async getArtifact(context: Parameters<Gatherer['getArtifact']>[0]) {
    const session = context.driver.defaultSession;
    const { url } = await session.sendCommand('Page.getAppManifest');
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const artifact: InstallabilityArtifact = { manifestUrl: url, errors: installabilityErrors };
    // A custom artifact: Lighthouse's types only know its own.
    return artifact as unknown as Awaited<ReturnType<Gatherer['getArtifact']>>;
  }
}

class InstallableManifestAudit extends Audit {
  static override get meta() {
    return {
      id: AUDIT_ID,
      title: 'Web app manifest and service worker meet the installability requirements',
      failureTitle: 'Web app manifest or service worker do not meet the installability requirements',
      description:
        "Chrome's own installability check (Page.getInstallabilityErrors), as the app's install prompt sees it.",
      // A custom artifact: Lighthouse's types only list its own ids.
      requiredArtifacts: [ARTIFACT as 'URL'],
      scoreDisplayMode: Audit.SCORING_MODES.BINARY,
    };
  }

  static override audit(artifacts: Artifacts) {
    const ours = artifacts as unknown as Record<typeof ARTIFACT, InstallabilityArtifact>;
    const { manifestUrl, errors } = ours[ARTIFACT];
    const reasons = errors.map(({ errorId, errorArguments }) =>
      errorArguments.length ? `${errorId} (${errorArguments.map((a) => a.value).join(', ')})` : errorId,
    );
    if (!manifestUrl) return { score: 0, displayValue: 'no manifest' };
    if (reasons.length) return { score: 0, displayValue: reasons.join('; ') };
    return { score: 1, displayValue: `installable, manifest ${manifestUrl}` };
  }
}

/** Lighthouse's default config plus the installability category (one audit). */
export const installabilityConfig: Config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: ARTIFACT, gatherer: { implementation: InstallabilityGatherer } }],
  audits: [{ implementation: InstallableManifestAudit }],
  categories: {
    [INSTALLABLE_CATEGORY]: { title: 'Installable', auditRefs: [{ id: AUDIT_ID, weight: 1 }] },
  },
};
