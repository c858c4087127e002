/**
 * A page's parameter from its query: the query's own key, else the same key in the query string
 * of `query.url`. A menu entry hands its page only its URL (`{ url }`), so an entry's URL such as
 * `?menuId=mod-order` or `?relation=CONTACT` is how a menu configures the page it opens.
 */
export function pageParam(query: Readonly<Record<string, string>> | undefined, name: string): string | undefined {
  const own = query?.[name];
  if (own) return own;
  const url = query?.url;
  if (!url) return undefined;
  const at = url.indexOf('?');
  // A URL that is an address without a query names no parameter; `a=b` alone is a query.
  if (at < 0 && !url.includes('=')) return undefined;
  return new URLSearchParams(at < 0 ? url : url.slice(at + 1)).get(name) || undefined;
}
