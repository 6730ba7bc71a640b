import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/domain/statuses';
import { useId } from 'react';
import { SearchInput } from '@/components/forms/search-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL = 'all';

/** Search by client brand and the status filter ('Todos' + the four stored statuses). */
export function CampaignFilters({
  searchText,
  onSearchTextChange,
  status,
  onStatusChange,
}: {
  searchText: string;
  onSearchTextChange(value: string): void;
  status: CampaignStatus | null;
  onStatusChange(status: CampaignStatus | null): void;
}) {
  const statusId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchInput
        className="flex-1"
        label="Buscar por marca del cliente"
        value={searchText}
        onValueChange={onSearchTextChange}
        placeholder="Buscar por marca del cliente..."
        maxLength={200}
      />
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor={statusId} className="sr-only">
          Filtrar por estado
        </Label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(value === ALL ? null : (value as CampaignStatus))}
        >
          <SelectTrigger id={statusId} aria-label="Filtrar por estado">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos</SelectItem>
            {CAMPAIGN_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {CAMPAIGN_STATUS_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
