import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateEs, formatDateTimeEs } from '../../../shared/dates';
import { dayHeading } from '../../../shared/domain/story-heading';
import type { CampaignResultsResponse, CampaignResultsStory } from '../../../shared/results/campaign-results';
import { type Funnel, formatRate, funnelRates } from '../../../shared/results/funnel';

// Spanish words are not cut with English hyphenation rules.
Font.registerHyphenationCallback((word) => [word]);

/**
 * The report the agency sends its client (issue 31 §4), as a PDF made on the server with @react-pdf/renderer
 * (decision 034): the brand, the campaign's dates, the funnel with its rates, each day, the best and worst stories,
 * every published story's numbers and what is still missing. Helvetica, one of PDF's standard fonts (no font file
 * to ship), writes Western European text: characters outside it (emoji) are left out.
 */
export function campaignResultsPdf(report: CampaignResultsResponse): Promise<Buffer> {
  return renderToBuffer(<ResultsDocument report={report} />);
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#7c3aed';
const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: INK },
  brand: { fontSize: 11, color: ACCENT, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  muted: { color: MUTED },
  h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 18, marginBottom: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb', paddingVertical: 3 },
  head: { fontFamily: 'Helvetica-Bold', color: MUTED },
  cell: { flex: 1, paddingRight: 4 },
  wide: { flex: 3, paddingRight: 4 },
  num: { flex: 1, textAlign: 'right', paddingRight: 4 },
  bar: { height: 8, backgroundColor: ACCENT, borderRadius: 2 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: MUTED },
});

/** Helvetica's WinAnsi characters only. */
function pdfText(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20ac]/gu, '')
    .trim();
}
const number = (value: number) => new Intl.NumberFormat('es-ES').format(value);

function ResultsDocument({ report }: { report: CampaignResultsResponse }) {
  const { campaign, counts } = report;
  const title = pdfText(campaign.title) || 'Campaña';
  return (
    <Document title={`Resultados: ${title}`} author={pdfText(campaign.brandName)} language="es-ES">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{pdfText(campaign.brandName)}</Text>
        <Text style={styles.title}>Resultados: {title}</Text>
        <Text style={styles.muted}>
          Del {formatDateEs(campaign.startDate)} al {formatDateEs(campaign.endDate)} · Datos a{' '}
          {formatDateTimeEs(report.generatedAt, campaign.timeZone)}
        </Text>
        <Text style={{ ...styles.muted, marginTop: 4 }}>
          {counts.published} de {counts.stories} historias publicadas · {counts.withNumbers} con resultados
          {counts.missing > 0 ? ` · ${counts.missing} sin números todavía` : ''}
        </Text>
        <FunnelSection funnel={report.funnel} keyword={campaign.keyword} />
        <DaysSection report={report} />
        <RankingSection report={report} />
        <StoriesSection report={report} />
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${title} · Página ${pageNumber} de ${totalPages}`}
        />
      </Page>
    </Document>
  );
}

function FunnelSection({ funnel, keyword }: { funnel: Funnel; keyword: string }) {
  const steps = funnelRates(funnel);
  const top = Math.max(1, ...steps.map((step) => step.value));
  return (
    <View>
      <Text style={styles.h2}>Embudo de la campaña</Text>
      {steps.map((step) => (
        <View key={step.step} style={styles.row} wrap={false}>
          <Text style={styles.wide}>
            {step.step === 'keywordDms' ? `Mensajes con «${pdfText(keyword)}»` : step.label}
          </Text>
          <View style={{ flex: 3, justifyContent: 'center' }}>
            <View style={{ ...styles.bar, width: `${Math.max(1, (step.value / top) * 100)}%` }} />
          </View>
          <Text style={styles.num}>{number(step.value)}</Text>
          <Text style={styles.num}>
            {step.rateFromPrevious === null ? '' : formatRate(step.rateFromPrevious)}
          </Text>
        </View>
      ))}
      <Text style={{ ...styles.muted, marginTop: 4, fontSize: 8 }}>
        Interacciones: respuestas y respuestas a stickers. Clics: los apuntados o, si no, los contados por el
        enlace con seguimiento. El porcentaje es el paso respecto al anterior.
      </Text>
    </View>
  );
}

function DaysSection({ report }: { report: CampaignResultsResponse }) {
  return (
    <View>
      <Text style={styles.h2}>Por día</Text>
      <View style={{ ...styles.row, ...styles.head }}>
        <Text style={styles.wide}>Día</Text>
        <Text style={styles.num}>Publicadas</Text>
        <Text style={styles.num}>Alcance</Text>
        <Text style={styles.num}>Interacc.</Text>
        <Text style={styles.num}>Clics</Text>
        <Text style={styles.num}>Mensajes</Text>
      </View>
      {report.days.map((day) => (
        <View key={day.dayOrder} style={styles.row} wrap={false}>
          <Text style={styles.wide}>
            {pdfText(dayHeading(day.dayOrder, day.title))} ({formatDateEs(day.date)})
          </Text>
          <Text style={styles.num}>
            {day.published}/{day.stories}
          </Text>
          <Text style={styles.num}>{number(day.funnel.reach)}</Text>
          <Text style={styles.num}>{number(day.funnel.interactions)}</Text>
          <Text style={styles.num}>{number(day.funnel.linkClicks)}</Text>
          <Text style={styles.num}>{number(day.funnel.keywordDms)}</Text>
        </View>
      ))}
    </View>
  );
}

function RankingSection({ report }: { report: CampaignResultsResponse }) {
  if (report.best.length === 0) return null;
  const byId = new Map(report.stories.map((story) => [story.storyId, story]));
  const line = (id: string) => {
    const story = byId.get(id)!;
    return `Día ${story.dayOrder} · ${pdfText(story.heading)}: ${formatRate(story.engagementRate)} de interacción`;
  };
  return (
    <View wrap={false}>
      <Text style={styles.h2}>Las que mejor y peor funcionaron</Text>
      <Text style={styles.head}>Mejores</Text>
      {report.best.map((id) => (
        <Text key={id}>· {line(id)}</Text>
      ))}
      <Text style={{ ...styles.head, marginTop: 6 }}>Peores</Text>
      {report.worst.map((id) => (
        <Text key={id}>· {line(id)}</Text>
      ))}
    </View>
  );
}

function StoriesSection({ report }: { report: CampaignResultsResponse }) {
  const published = report.stories.filter((story) => story.isPosted);
  if (published.length === 0) return null;
  return (
    <View>
      <Text style={styles.h2}>Historia a historia</Text>
      <View style={{ ...styles.row, ...styles.head }} fixed>
        <Text style={styles.wide}>Historia</Text>
        <Text style={styles.num}>Alcance</Text>
        <Text style={styles.num}>Interacc.</Text>
        <Text style={styles.num}>Clics</Text>
        <Text style={styles.num}>Mensajes</Text>
      </View>
      {published.map((story) => (
        <StoryRow key={story.storyId} story={story} />
      ))}
    </View>
  );
}

function StoryRow({ story }: { story: CampaignResultsStory }) {
  const funnel = story.funnel!;
  const missing = !story.results;
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.wide}>
        Día {story.dayOrder} · {pdfText(story.heading)}
        {missing ? ' (sin números)' : ''}
      </Text>
      <Text style={styles.num}>{missing ? '—' : number(funnel.reach)}</Text>
      <Text style={styles.num}>{missing ? '—' : number(funnel.interactions)}</Text>
      <Text style={styles.num}>{number(funnel.linkClicks)}</Text>
      <Text style={styles.num}>{missing ? '—' : number(funnel.keywordDms)}</Text>
    </View>
  );
}
