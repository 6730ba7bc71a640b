import { buildPager } from '@shared/campaigns/pager';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * Previous / next and at most five page-number links, numbered 1 to 5 even when the current page is beyond
 * them (admin spec section 9). Links, so that a page can be opened in a new tab or shared.
 */
export function CampaignPager({
  page,
  pageCount,
  searchFor,
}: {
  page: number;
  pageCount: number;
  /** The URL search string of the list at another page. */
  searchFor(page: number): string;
}) {
  const pager = buildPager(page, pageCount);
  if (pageCount <= 1 && !pager.hasPrevious) return null;
  const to = (target: number) => ({ pathname: paths.admin.campaigns.getHref(), search: searchFor(target) });
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-center gap-1">
      {pager.previous !== null ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(pager.previous)} aria-label="Página anterior">
            <ChevronLeftIcon aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled aria-label="Página anterior">
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:inline">Anterior</span>
        </Button>
      )}
      <ul className="flex items-center gap-1">
        {pager.pages.map((number) => {
          const isCurrent = number === pager.current;
          return (
            <li key={number}>
              <Button
                asChild
                variant={isCurrent ? 'default' : 'ghost'}
                size="sm"
                className={cn('min-w-9 tabular-nums')}
              >
                <Link
                  to={to(number)}
                  aria-label={`Página ${number}`}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {number}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      {pager.next !== null ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(pager.next)} aria-label="Página siguiente">
            <span className="hidden sm:inline">Siguiente</span>
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled aria-label="Página siguiente">
          <span className="hidden sm:inline">Siguiente</span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
