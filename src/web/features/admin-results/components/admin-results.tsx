import { MissingResultsCard } from './missing-results-card';
import { ResultsOverviewSection } from './results-overview-section';

/**
 * The results part of the agency's dashboard (issue 31 §4): the last 30 days across clients, and the stories
 * still without numbers. Loaded below the dashboard's first view (the page wraps it in a DeferredSection), each
 * part with its own read; no charts here.
 */
export function AdminResults() {
  return (
    // One below the other: the per-client table wants the page's width.
    <div className="grid grid-cols-1 gap-6">
      <ResultsOverviewSection />
      <MissingResultsCard />
    </div>
  );
}
