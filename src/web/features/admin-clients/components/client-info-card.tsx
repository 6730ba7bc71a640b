import type { AdminClient } from '@shared/clients/admin-client';
import { formatDateEs } from '@shared/dates';
import { INVITATION_STATUS_LABELS } from '@shared/domain/statuses';
import { timeZoneName } from '@shared/time-zones';
import {
  BriefcaseIcon,
  CalendarIcon,
  GlobeIcon,
  KeyRoundIcon,
  MailIcon,
  PhoneIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PROOF_REQUIRED_TEXTS } from '../utils/proof-required-texts';
import { AGENCY_DEFAULT_LABEL } from '../utils/time-zone-texts';

function InfoRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MailIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // dt and dd are direct children of the group <div> (a <dl> allows nothing deeper); the icon sits in the dt.
    <div className="relative min-w-0 pl-7">
      <dt className="text-muted-foreground text-xs">
        <Icon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
        {label}
      </dt>
      <dd className="wrap-anywhere font-medium text-sm">{children}</dd>
    </div>
  );
}

/**
 * The info card of the client detail: e-mail, phone, industry (only when present), zone, creation date, access,
 * whether a proof of posting is required (issue 31 §1), description.
 */
export function ClientInfoCard({ client }: { client: AdminClient }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Información del Cliente</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InfoRow icon={MailIcon} label="Email">
            <a href={`mailto:${client.email}`} className="hover:underline">
              {client.email}
            </a>
          </InfoRow>
          {client.phone && (
            <InfoRow icon={PhoneIcon} label="Teléfono">
              <a href={`tel:${client.phone.replace(/\s+/g, '')}`} className="hover:underline">
                {client.phone}
              </a>
            </InfoRow>
          )}
          {client.industry && (
            <InfoRow icon={BriefcaseIcon} label="Industria">
              {client.industry}
            </InfoRow>
          )}
          <InfoRow icon={GlobeIcon} label="Zona horaria">
            {client.timeZone ? timeZoneName(client.timeZone) : AGENCY_DEFAULT_LABEL}
          </InfoRow>
          <InfoRow icon={CalendarIcon} label="Fecha de creación">
            {formatDateEs(client.createdAt)}
          </InfoRow>
          <InfoRow icon={KeyRoundIcon} label="Acceso al panel">
            {client.hasLoginUser ? INVITATION_STATUS_LABELS[client.invitationStatus] : 'Sin usuario'}
          </InfoRow>
          <InfoRow icon={ShieldCheckIcon} label={PROOF_REQUIRED_TEXTS.detailLabel}>
            {client.proofRequired ? PROOF_REQUIRED_TEXTS.required : PROOF_REQUIRED_TEXTS.optional}
          </InfoRow>
        </dl>
        {client.description && (
          <div className="space-y-1">
            <h3 className="text-muted-foreground text-xs">Descripción</h3>
            <p className="whitespace-pre-line text-sm">{client.description}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
