import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ActiveClient } from '@/lib/clients/get-active-clients';

interface ClientPickerProps {
  clients: ActiveClient[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: string;
  onChange(clientId: string): void;
  disabled?: boolean;
}

/** 'Seleccionar Cliente': the active clients, each shown as brand and contact name. */
export function ClientPicker({ clients, isLoading, isError, value, onChange, disabled }: ClientPickerProps) {
  const id = 'import-client-picker';
  if (isLoading) {
    return (
      <p className="text-muted-foreground text-sm" role="status">
        Cargando clientes...
      </p>
    );
  }
  if (isError) {
    return (
      <p className="text-destructive text-sm" role="alert">
        No se pudieron cargar los clientes.
      </p>
    );
  }
  if (!clients || clients.length === 0) {
    return <p className="text-muted-foreground text-sm">No hay clientes activos. Crea un cliente primero.</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>Seleccionar Cliente</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="sm:max-w-md">
          <SelectValue placeholder="Elige el cliente para esta campaña" />
        </SelectTrigger>
        <SelectContent>
          {clients.map((client) => (
            <SelectItem key={client.id} value={client.id} textValue={client.brandName}>
              <span className="font-medium">{client.brandName}</span>
              <span className="text-muted-foreground"> — {client.name}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
