import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { tileImageOrigins } from '../../src/server/http/mapTiles';

describe('MAP_TILE_URL', () => {
  it("defaults to OpenStreetMap's tiles and credit", () => {
    const config = readConfig({});
    expect(config.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapTileAttribution).toBe('© OpenStreetMap contributors');
    expect(readConfig({ MAP_TILE_URL: '  ' }).mapTileUrl).toBe(config.mapTileUrl);
  });

  it('takes a template and its attribution, or none for no tiles', () => {
    const config = readConfig({
      MAP_TILE_URL: 'https://maps.example.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: ' © Example ',
    });
    expect(config.mapTileUrl).toBe('https://maps.example.test/{z}/{x}/{y}.png');
    expect(config.mapTileAttribution).toBe('© Example');
    expect(readConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBeNull();
    expect(readConfig({ MAP_TILE_URL: 'NONE' }).mapTileUrl).toBeNull();
  });

  it.each([
    ['https://maps.example.test/{z}/{x}.png', /must contain \{y\}/],
    ['/tiles/{z}/{x}/{y}.png', /absolute http\(s\) address/],
    ['ftp://maps.example.test/{z}/{x}/{y}.png', /http\(s\) address/],
    ['https://tiles{r}.example.test/{z}/{x}/{y}.png', /only \{s\} in its host/],
  ])('refuses %s at start', (template, reason) => {
    expect(() => readConfig({ MAP_TILE_URL: template })).toThrow(reason);
  });
});

describe('tileImageOrigins', () => {
  it("names the template's origin, with its port, without path or query", () => {
    expect(tileImageOrigins('http://127.0.0.1:9000/osm/{z}/{x}/{y}.png?k=1')).toEqual([
      'http://127.0.0.1:9000',
    ]);
  });

  it("spells out Leaflet's a, b and c subdomains instead of a wildcard", () => {
    expect(tileImageOrigins('https://{s}.tile.example.test/{z}/{x}/{y}{r}.png')).toEqual([
      'https://a.tile.example.test',
      'https://b.tile.example.test',
      'https://c.tile.example.test',
    ]);
  });
});
