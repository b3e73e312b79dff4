/**
 * The map tiles of the administrator's cities page: a Leaflet URL template ({z}/{x}/{y}, optionally
 * {s} for a subdomain and {r} for retina) from MAP_TILE_URL, and the origins the Content-Security-Policy
 * must allow as image sources for it. The policy names hosts exactly (no wildcard), so a {s} host is
 * spelled out for each of Leaflet's default subdomains.
 */

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** What OpenStreetMap's tile usage policy asks the map to show; other providers name theirs. */
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
/** MAP_TILE_URL=none: no tiles at all, only the bundled world outline (offline installations). */
export const NO_MAP_TILES = 'none';

/** Leaflet's TileLayer default `subdomains`. */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];
const REQUIRED_PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/** The template's image origins (scheme://host[:port]); throws with the reason when it is not usable. */
export function tileImageOrigins(template: string): string[] {
  const missing = REQUIRED_PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) {
    throw new Error(`MAP_TILE_URL must contain ${missing.join(', ')}, not '${template}'`);
  }
  const subdomains = template.includes('{s}') ? LEAFLET_SUBDOMAINS : [''];
  return subdomains.map((subdomain) => {
    let url: URL;
    try {
      url = new URL(template.replaceAll('{s}', subdomain));
    } catch {
      throw new Error(`MAP_TILE_URL must be an absolute http(s) address, not '${template}'`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`MAP_TILE_URL must be an http(s) address, not '${template}'`);
    }
    // A placeholder left in the host ({r}, {q}…) would make the policy name a host that never exists.
    if (/[{}]|%7B|%7D/i.test(url.host)) {
      throw new Error(`MAP_TILE_URL may use only {s} in its host, not '${template}'`);
    }
    return url.origin;
  });
}
