import { mapStrings } from './fill-template';
import { escapeTemplateText } from './template-variables';

/**
 * The content of «Guardar como plantilla» (issue 33 §2) from a campaign's export file: every text escaped (a literal
 * brace stays literal), and, with `useVariables`, the client's brand written {marca} and the landing page's address
 * {enlace} wherever they appear, so that the template serves another brand as it is. The export's metadata is
 * dropped.
 */
export function templateContentFromFile(
  file: Record<string, unknown>,
  options: { useVariables: boolean; brandName: string; landingUrl: string | null },
): Record<string, unknown> {
  const { export: _metadata, ...content } = file;
  const brand = options.brandName.trim();
  const landing = options.landingUrl?.trim() ?? '';
  // Longest first: a brand inside the address is replaced as part of the address.
  const replacements = [
    ...(landing.length >= 8 ? [[escapeTemplateText(landing), '{enlace}'] as const] : []),
    ...(brand.length >= 2 ? [[escapeTemplateText(brand), '{marca}'] as const] : []),
  ];
  return mapStrings(content, (text) => {
    let escaped = escapeTemplateText(text);
    if (options.useVariables) {
      for (const [from, to] of replacements) escaped = escaped.split(from).join(to);
    }
    return escaped;
  }) as Record<string, unknown>;
}
