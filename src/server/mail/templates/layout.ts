/**
 * The shared layout of every e-mail: one structured input gives both the HTML body (inline styles, table
 * layout, every value HTML-escaped) and the plain-text body, so the two always say the same thing.
 *
 *   const { html, text } = renderEmail({ heading: 'Hola', paragraphs: ['…'], details: [{ label, value }],
 *     action: { label: 'Abrir el panel', url } });
 */

export interface EmailDetail {
  label: string;
  value: string;
  /** Shown in a monospace box (passwords, codes). */
  isCode?: boolean;
}

/**
 * One thing the message is about, in a box of its own (a story in a reminder): a title line, an optional
 * subtitle, an optional image beside it (only an http(s) URL is shown; the text body leaves it out), labelled
 * blocks of text (line breaks kept) and lists, and its own link.
 */
export interface EmailItem {
  title: string;
  subtitle?: string;
  image?: { url: string; alt: string };
  blocks: { label: string; text?: string; list?: string[] }[];
  link?: { label: string; url: string };
}

export interface EmailContent {
  /** Title inside the message (usually close to the subject). */
  heading: string;
  /** Hidden preview line most mail apps show next to the subject. */
  preheader?: string;
  /** Plain-text paragraphs before the details. */
  paragraphs: string[];
  /** Boxes after the paragraphs (one per story of a reminder). */
  items?: EmailItem[];
  /** Label/value rows (e-mail, password, dates…). */
  details?: EmailDetail[];
  /** One call-to-action button; the text body shows the URL. */
  action?: { label: string; url: string };
  /** Plain-text paragraphs after the action (warnings, small print). */
  notes?: string[];
}

const BRAND = 'Panel de Stories';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A user-typed value made one line for a header (subject): every run of white space, line breaks included,
 * becomes one space. A brand or title with a line break then never makes an unsendable message.
 */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Only http(s) links go into an href; anything else is rendered as text without a link. */
function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText(content: EmailContent): string {
  const lines: string[] = [content.heading, ''];
  for (const p of content.paragraphs) lines.push(p, '');
  for (const item of content.items ?? []) {
    lines.push(`■ ${item.title}`);
    if (item.subtitle) lines.push(item.subtitle);
    for (const block of item.blocks) {
      lines.push(`${block.label}:`);
      if (block.text !== undefined) lines.push(block.text);
      for (const entry of block.list ?? []) lines.push(`- ${entry}`);
    }
    if (item.link) lines.push(`${item.link.label}: ${item.link.url}`);
    lines.push('');
  }
  if (content.details?.length) {
    for (const d of content.details) lines.push(`${d.label}: ${d.value}`);
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const n of content.notes ?? []) lines.push(n, '');
  lines.push('—', BRAND);
  return lines.join('\n');
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function renderHtml(content: EmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(text)}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse">${content.details
        .map(
          (d) =>
            `<tr><td style="padding:8px 12px 8px 0;font-size:14px;color:#6b7280;white-space:nowrap;vertical-align:top">${escapeHtml(d.label)}</td>` +
            // Words wrap whole; only a value longer than the line (an e-mail, a code) breaks inside.
            `<td style="padding:8px 0;font-size:15px;color:#111827;overflow-wrap:anywhere;word-break:break-word">${
              d.isCode
                ? `<code style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px;background:#f3f4f6;border:1px solid #e5e7eb;border-radius:6px;padding:4px 8px">${escapeHtml(d.value)}</code>`
                : `<strong>${escapeHtml(d.value)}</strong>`
            }</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? isHttpUrl(content.action.url)
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#a21caf;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador: <span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
      : paragraph(`${content.action.label}: ${content.action.url}`)
    : '';
  const items = (content.items ?? []).map(renderItem).join('');
  const notes = (content.notes ?? [])
    .map(
      (n) => `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(n)}</p>`,
    )
    .join('');
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>`
    : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f7;${FONT}">
${preheader}
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#f5f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e5e7eb">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e7eb;font-size:14px;font-weight:700;color:#a21caf;letter-spacing:.02em">${BRAND}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('')}
${items}
${details}
${action}
${notes}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#9ca3af">${BRAND}. Mensaje automático: no respondas a este correo.</p>
</td></tr>
</table>
</body>
</html>`;
}

function renderItem(item: EmailItem): string {
  const image =
    item.image && isHttpUrl(item.image.url)
      ? `<td style="width:72px;padding:0 14px 0 0;vertical-align:top"><img src="${escapeHtml(item.image.url)}" alt="${escapeHtml(item.image.alt)}" width="72" height="128" style="display:block;width:72px;height:128px;object-fit:cover;border-radius:8px;background:#f3f4f6;border:0"></td>`
      : '';
  const blocks = item.blocks
    .map(
      (block) =>
        `<p style="margin:10px 0 4px;font-size:12px;font-weight:700;color:#6b7280;text-transform:uppercase;letter-spacing:.04em">${escapeHtml(block.label)}</p>` +
        (block.text !== undefined
          ? `<p style="margin:0;font-size:14px;line-height:1.5;color:#1f2937;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(block.text)}</p>`
          : '') +
        (block.list?.length
          ? `<ul style="margin:0;padding:0 0 0 18px;font-size:14px;line-height:1.5;color:#1f2937">${block.list
              .map((entry) => `<li style="overflow-wrap:anywhere">${escapeHtml(entry)}</li>`)
              .join('')}</ul>`
          : ''),
    )
    .join('');
  const link =
    item.link && isHttpUrl(item.link.url)
      ? `<p style="margin:12px 0 0"><a href="${escapeHtml(item.link.url)}" style="color:#a21caf;font-weight:600;font-size:14px">${escapeHtml(item.link.label)}</a></p>`
      : '';
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border:1px solid #e5e7eb;border-radius:10px;border-collapse:separate"><tr><td style="padding:14px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse"><tr>${image}<td style="vertical-align:top">` +
    `<p style="margin:0;font-size:15px;font-weight:700;line-height:1.4;color:#111827;overflow-wrap:anywhere">${escapeHtml(item.title)}</p>` +
    (item.subtitle
      ? `<p style="margin:2px 0 0;font-size:13px;color:#6b7280;overflow-wrap:anywhere">${escapeHtml(item.subtitle)}</p>`
      : '') +
    `${blocks}${link}</td></tr></table></td></tr></table>`
  );
}
