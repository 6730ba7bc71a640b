/** Reading the demo data of a real server (tests/setup/server-process.ts) through its API. */

/** The first object of a JSON value that has all of `keys`. */
function findObject(value: unknown, keys: string[]): Record<string, unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && keys.every((k) => k in record)) return record;
  for (const v of Object.values(record)) {
    const found = findObject(v, keys);
    if (found) return found;
  }
  return null;
}

/** The id of one story of the demo data, through the API. */
export async function someStoryId(url: string, cookie: string): Promise<string> {
  const list = await (await fetch(`${url}/api/admin/campaigns`, { headers: { cookie } })).json();
  const campaign = findObject(list, ['id', 'title']);
  const detail = await (
    await fetch(`${url}/api/campaigns/${String(campaign?.id)}`, { headers: { cookie } })
  ).json();
  const story = findObject(detail, ['id', 'copyText']);
  if (!story) throw new Error('no demo story');
  return String(story.id);
}
