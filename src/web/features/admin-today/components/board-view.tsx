import type { AdminTodayResponse, BoardStory, ClientAtRisk } from '@shared/api/admin-today';
import { AlarmClockIcon, BanIcon, ClockIcon, ShieldAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import {
  formatLocalTime,
  formatOverdue,
  formatShortDate,
  formatTodayCounts,
  storyLabel,
  zoneLabel,
} from '../utils/format';
import { LineApproval, lineClass, StoryLine, StoryLink } from './board-line';
import { BoardSection } from './board-section';
import { PublishedSection } from './published-section';

export const BOARD_TEXTS = {
  atRisk: 'Clientes en riesgo',
  atRiskHint: (minutes: number) =>
    `Con alguna historia de hoy sin publicar ${formatMinutes(minutes)} o más después de su hora.`,
  atRiskEmpty: 'Ningún cliente en riesgo hoy.',
  overdue: 'Atrasadas',
  overdueHint: 'Sin publicar después de su hora (últimas 48 horas), las más atrasadas primero.',
  overdueEmpty: 'No hay historias atrasadas.',
  upcoming: 'Próximas horas',
  upcomingHint: (hours: number) => `Lo que vence en las próximas ${hours} horas, a la hora de cada cliente.`,
  upcomingEmpty: (hours: number) => `No vence ninguna historia en las próximas ${hours} horas.`,
  oldest: 'La más atrasada:',
  skipped: 'No se publicarán',
  skippedHint:
    'Marcadas «No se publicará» por el cliente o la agencia: no cuentan como atrasadas ni reciben avisos.',
  skippedEmpty: 'Ninguna historia marcada «No se publicará».',
} as const;

function formatMinutes(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return minutes > 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/** The badge and the story's date and time (at the client's, with the agency's when they differ). */
function DatedBadge({
  line,
  agencyTimeZone,
  badge,
}: {
  line: BoardStory;
  agencyTimeZone: string;
  badge: React.ReactNode;
}) {
  return (
    <div className="grid justify-items-end gap-1 text-right">
      {badge}
      <span className="text-muted-foreground text-xs tabular-nums">
        {formatLocalTime(
          `${formatShortDate(line.localDate)} ${line.localTime}`,
          line.client.timeZone,
          agencyTimeZone,
        )}
      </span>
    </div>
  );
}

function OverdueLine({
  line,
  agencyTimeZone,
}: {
  line: AdminTodayResponse['overdue'][number];
  agencyTimeZone: string;
}) {
  return (
    <StoryLine line={line} detail={<LineApproval line={line} />}>
      <DatedBadge
        line={line}
        agencyTimeZone={agencyTimeZone}
        badge={
          <Badge variant="destructive" className="tabular-nums">
            {formatOverdue(line.overdueMinutes)}
          </Badge>
        }
      />
    </StoryLine>
  );
}

function UpcomingLine({ line, agencyTimeZone }: { line: BoardStory; agencyTimeZone: string }) {
  const zone = zoneLabel(line.client.timeZone, agencyTimeZone);
  return (
    <StoryLine line={line} detail={<LineApproval line={line} />}>
      <p className="grid justify-items-end text-right">
        <span className="font-semibold tabular-nums">{line.localTime}</span>
        {zone && <span className="max-w-[10rem] truncate text-muted-foreground text-xs">{zone}</span>}
      </p>
    </StoryLine>
  );
}

function SkippedLine({
  line,
  agencyTimeZone,
}: {
  line: AdminTodayResponse['skipped'][number];
  agencyTimeZone: string;
}) {
  return (
    <StoryLine
      line={line}
      detail={line.skipReason && <p className="break-words text-xs">«{line.skipReason}»</p>}
    >
      <DatedBadge
        line={line}
        agencyTimeZone={agencyTimeZone}
        badge={
          <Badge variant="outline" className="border-dashed text-muted-foreground">
            No se publicará
          </Badge>
        }
      />
    </StoryLine>
  );
}

function RiskLine({ risk, agencyTimeZone }: { risk: ClientAtRisk; agencyTimeZone: string }) {
  const oldest = risk.oldestOverdue;
  return (
    <li className={lineClass}>
      <div className="grid min-w-0 gap-0.5">
        <StoryLink line={oldest}>{risk.client.brandName}</StoryLink>
        <p className="text-muted-foreground text-xs">{formatTodayCounts(risk)}</p>
        <p className="text-xs sm:truncate">
          {BOARD_TEXTS.oldest} {storyLabel(oldest.story)} (
          {formatLocalTime(oldest.localTime, risk.client.timeZone, agencyTimeZone)})
        </p>
      </div>
      <Badge variant="destructive" className="tabular-nums">
        {formatOverdue(oldest.overdueMinutes)}
      </Badge>
    </li>
  );
}

/**
 * The sections of «Hoy»: clients at risk across the top, overdue and upcoming side by side from lg, then the stories
 * marked «No se publicará» and the published ones with their proof of posting (issue 31 §1).
 */
export function BoardView({ data }: { data: AdminTodayResponse }) {
  const { agencyTimeZone } = data;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <BoardSection
        id="clientes-en-riesgo"
        title={BOARD_TEXTS.atRisk}
        description={BOARD_TEXTS.atRiskHint(data.alertAfterMinutes)}
        icon={ShieldAlertIcon}
        tone="danger"
        count={data.clientsAtRisk.length}
        emptyText={BOARD_TEXTS.atRiskEmpty}
        className="lg:col-span-2"
      >
        {data.clientsAtRisk.map((risk) => (
          <RiskLine key={risk.client.id} risk={risk} agencyTimeZone={agencyTimeZone} />
        ))}
      </BoardSection>
      <BoardSection
        id="atrasadas"
        title={BOARD_TEXTS.overdue}
        description={BOARD_TEXTS.overdueHint}
        icon={AlarmClockIcon}
        tone="warning"
        count={data.overdueTotal}
        hiddenCount={data.overdueTotal - data.overdue.length}
        emptyText={BOARD_TEXTS.overdueEmpty}
      >
        {data.overdue.map((line) => (
          <OverdueLine key={line.story.id} line={line} agencyTimeZone={agencyTimeZone} />
        ))}
      </BoardSection>
      <BoardSection
        id="proximas-horas"
        title={BOARD_TEXTS.upcoming}
        description={BOARD_TEXTS.upcomingHint(data.hours)}
        icon={ClockIcon}
        count={data.upcomingTotal}
        hiddenCount={data.upcomingTotal - data.upcoming.length}
        emptyText={BOARD_TEXTS.upcomingEmpty(data.hours)}
      >
        {data.upcoming.map((line) => (
          <UpcomingLine key={line.story.id} line={line} agencyTimeZone={agencyTimeZone} />
        ))}
      </BoardSection>
      {data.skipped.length > 0 && (
        <BoardSection
          id="no-se-publicaran"
          title={BOARD_TEXTS.skipped}
          description={BOARD_TEXTS.skippedHint}
          icon={BanIcon}
          count={data.skipped.length}
          emptyText={BOARD_TEXTS.skippedEmpty}
          className="lg:col-span-2"
        >
          {data.skipped.map((line) => (
            <SkippedLine key={line.story.id} line={line} agencyTimeZone={agencyTimeZone} />
          ))}
        </BoardSection>
      )}
      <PublishedSection
        lines={data.published ?? []}
        agencyTimeZone={agencyTimeZone}
        className="lg:col-span-2"
      />
    </div>
  );
}
