/** The methods a request is labelled with; any other (a client may send any token) is 'OTHER'. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : 'OTHER';
}

/** Requests that no route of the app answered (an unknown API path, any path without the SPA). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Everything the built SPA answers: its documents, assets and build files. */
export const STATIC_ROUTE = 'static';

const cache = new Map<string, string>();

/**
 * The `route` label of a request: the template of the route that matched it, in the OpenAPI document's style
 * (`/api/campaigns/:id` → `/api/campaigns/{id}`, `/api/calendar/:file{[^/]+\.ics}` → `/api/calendar/{file}`), never
 * the raw path, so the label set stays bounded and no id or token of a URL ends up in the metrics. A wildcard
 * route outside /api (the SPA) is 'static'; no route at all, 'unmatched'.
 */
export function routeLabel(template: string | null): string {
  if (template === null) return UNMATCHED_ROUTE;
  let label = cache.get(template);
  if (label === undefined) {
    label = !template.startsWith('/api') && template.includes('*') ? STATIC_ROUTE : openApiStyle(template);
    // Bounded by the routes the app declares.
    cache.set(template, label);
  }
  return label;
}

/** `:name` and `:name{regexp}` become `{name}`; the regexp may itself contain balanced braces. */
function openApiStyle(template: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const char = template[i]!;
    if (char !== ':') {
      out += char;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < template.length && /\w/.test(template[end]!)) end++;
    out += `{${template.slice(i + 1, end)}}`;
    i = end;
    if (template[i] === '{') {
      let depth = 0;
      for (; i < template.length; i++) {
        if (template[i] === '{') depth++;
        else if (template[i] === '}' && --depth === 0) {
          i++;
          break;
        }
      }
    }
  }
  return out;
}
