/**
 * The low-detail world (Natural Earth 1:110m, from world-atlas) the city map draws under its tiles, so
 * land and borders show where tiles cannot be fetched. It is its own chunk, fetched in parallel once the
 * map is on screen, and converted once per page.
 *
 * world-atlas 2 is made for spherical renderers: shapes that cross the antimeridian (Chukotka, Fiji,
 * Antarctica) are stitched across it. Drawn on a flat map as they are, they become bands across the
 * whole world, so each shape is unrolled into continuous longitudes (the pole's ring closed along the
 * pole) and repeated one world over where it passes ±180°.
 */
import type { Feature, MultiLineString, MultiPolygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface WorldOutline {
  land: Feature<MultiPolygon>;
  /** Borders between countries only, so coasts are drawn once (by the land). */
  borders: MultiLineString;
}

export type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

type Point = [longitude: number, latitude: number];

function toPoints(line: Position[]): Point[] {
  return line.map(([longitude = 0, latitude = 0]) => [longitude, latitude]);
}

/** The line with no jump of more than 180° in longitude: 179 → -179 becomes 179 → 181. */
export function unrollLongitudes(line: Position[]): Point[] {
  let shift = 0;
  let previous: number | null = null;
  return toPoints(line).map(([longitude, latitude]) => {
    if (previous !== null) {
      if (longitude - previous > 180) shift -= 360;
      else if (longitude - previous < -180) shift += 360;
    }
    previous = longitude;
    return [longitude + shift, latitude];
  });
}

/** A ring around a pole ends one world away from its start once unrolled; close it along the pole. */
function closeAroundPole(ring: Point[]): Point[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || Math.abs(last[0] - first[0]) < 180) return ring;
  const meanLatitude = ring.reduce((sum, [, latitude]) => sum + latitude, 0) / ring.length;
  const pole = meanLatitude < 0 ? -90 : 90;
  return [...ring, [last[0], pole], [first[0], pole], first];
}

function shiftPoints(points: Point[], degrees: number): Point[] {
  return degrees === 0 ? points : points.map(([longitude, latitude]) => [longitude + degrees, latitude]);
}

/** Where a shape is drawn: where it is, and one world west or east when it passes beyond ±180°. */
export function worldShifts(points: Point[]): number[] {
  const longitudes = points.map(([longitude]) => longitude);
  const shifts = [0];
  if (Math.max(...longitudes) > 180) shifts.push(-360);
  if (Math.min(...longitudes) < -180) shifts.push(360);
  return shifts;
}

export function flatLand(polygons: Position[][][]): MultiPolygon {
  return {
    type: 'MultiPolygon',
    coordinates: polygons.flatMap((rings) => {
      const flat = rings.map((ring) => closeAroundPole(unrollLongitudes(ring)));
      return worldShifts(flat[0] ?? []).map((degrees) => flat.map((ring) => shiftPoints(ring, degrees)));
    }),
  };
}

export function flatLines(lines: Position[][]): MultiLineString {
  return {
    type: 'MultiLineString',
    coordinates: lines.flatMap((line) => {
      const flat = unrollLongitudes(line);
      return worldShifts(flat).map((degrees) => shiftPoints(flat, degrees));
    }),
  };
}

export function toWorldOutline(topology: CountriesTopology): WorldOutline {
  const polygons = feature(topology, topology.objects.land).features.flatMap((land) => {
    if (land.geometry.type === 'Polygon') return [land.geometry.coordinates];
    if (land.geometry.type === 'MultiPolygon') return land.geometry.coordinates;
    return [];
  });
  return {
    land: { type: 'Feature', properties: {}, geometry: flatLand(polygons) },
    borders: flatLines(mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates),
  };
}

let loading: Promise<WorldOutline> | null = null;

export function loadWorldOutline(): Promise<WorldOutline> {
  loading ??= import('world-atlas/countries-110m.json').then(
    (module) => toWorldOutline(module.default as unknown as CountriesTopology),
    (error: unknown) => {
      loading = null; // a chunk that failed to load (offline) is tried again by the next map
      throw error;
    },
  );
  return loading;
}
