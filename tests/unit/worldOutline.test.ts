import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import {
  type CountriesTopology,
  flatLand,
  flatLines,
  toWorldOutline,
  unrollLongitudes,
} from '../../src/ui/map/worldOutline';

const onPole = (point: Position | undefined) => Math.abs(point?.[1] ?? 0) === 90;

/**
 * The widest longitude jump between neighbouring points: a band across the map when over 180°. A ring
 * closed along a pole runs beyond the map's edge, where nothing is drawn.
 */
function widestJump(lines: Position[][]): number {
  let widest = 0;
  for (const line of lines) {
    for (let index = 1; index < line.length; index++) {
      const [from, to] = [line[index - 1], line[index]];
      if (onPole(from) && onPole(to)) continue;
      widest = Math.max(widest, Math.abs((to?.[0] ?? 0) - (from?.[0] ?? 0)));
    }
  }
  return widest;
}

describe('the world outline on a flat map', () => {
  it('unrolls a line that crosses the antimeridian into continuous longitudes', () => {
    expect(
      unrollLongitudes([
        [178, -16],
        [-179, -17],
        [179, -18],
      ]),
    ).toEqual([
      [178, -16],
      [181, -17],
      [179, -18],
    ]);
  });

  it('draws an island across ±180° on both edges of the world (Fiji)', () => {
    const fiji = [
      [
        [178, -16],
        [-179, -16],
        [-179, -18],
        [178, -18],
        [178, -16],
      ],
    ];
    const { coordinates } = flatLand([fiji]);
    expect(coordinates).toHaveLength(2);
    expect(coordinates[0]?.[0]).toContainEqual([181, -16]);
    expect(coordinates[1]?.[0]).toContainEqual([-182, -16]);
    expect(widestJump(coordinates.flat())).toBeLessThan(180);
  });

  it('closes a ring around the south pole along the pole (Antarctica)', () => {
    const around = [
      [
        [-180, -80],
        [-60, -70],
        [60, -70],
        [180, -80],
      ],
    ];
    const [ring] = flatLand([around]).coordinates[0] ?? [];
    expect(ring?.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -80],
    ]);
  });

  it('repeats a border that passes 180° one world over', () => {
    const { coordinates } = flatLines([
      [
        [179, 66],
        [-179, 67],
      ],
    ]);
    expect(coordinates).toEqual([
      [
        [179, 66],
        [181, 67],
      ],
      [
        [-181, 66],
        [-179, 67],
      ],
    ]);
  });

  it('turns the bundled 1:110m atlas into land and borders with no band across the map', () => {
    const outline = toWorldOutline(countries as unknown as CountriesTopology);
    expect(outline.land.geometry.coordinates.length).toBeGreaterThan(100);
    expect(outline.borders.coordinates.length).toBeGreaterThan(100);
    expect(widestJump(outline.land.geometry.coordinates.flat())).toBeLessThan(180);
    expect(widestJump(outline.borders.coordinates)).toBeLessThan(180);
  });
});
