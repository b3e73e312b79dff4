import { describe, expect, it } from 'vitest';
import {
  clampLatitude,
  clampZoom,
  escapeHtml,
  keyboardStep,
  MERCATOR_MAX_LATITUDE,
  movedByKey,
  pickedPoint,
  pointOf,
  roundCoordinate,
  START_VIEW,
  wrapLongitude,
  zoomByKey,
} from '../../src/ui/map/mapPoint';

describe('the map point', () => {
  it('starts at zoom 1, latitude and longitude 0 (spec §9)', () => {
    expect(START_VIEW).toEqual({ latitude: 0, longitude: 0, zoom: 1 });
  });

  it('clamps latitude to ±90, or to a tighter limit', () => {
    expect(clampLatitude(95)).toBe(90);
    expect(clampLatitude(-91)).toBe(-90);
    expect(clampLatitude(40.5)).toBe(40.5);
    expect(clampLatitude(89, MERCATOR_MAX_LATITUDE)).toBe(MERCATOR_MAX_LATITUDE);
  });

  it.each([
    [0, 0],
    [179.5, 179.5],
    [180, -180],
    [181, -179],
    [-181, 179],
    [540, -180],
    [-360, 0],
    [725, 5],
  ])('wraps longitude %d to %d', (longitude, wrapped) => {
    expect(wrapLongitude(longitude)).toBeCloseTo(wrapped, 9);
    expect(Object.is(wrapLongitude(longitude), -0)).toBe(false);
  });

  it("keeps the zoom a whole number in the contract's range 1 to 20", () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(21)).toBe(20);
    expect(clampZoom(6.4)).toBe(6);
  });

  it('rounds coordinates to six decimals, never to -0', () => {
    expect(roundCoordinate(40.416812345)).toBe(40.416812);
    expect(Object.is(roundCoordinate(-0.0000001), -0)).toBe(false);
  });

  it('moves by the same ten screen pixels at any zoom: half the degrees per zoom level', () => {
    expect(keyboardStep(1)).toBeCloseTo(7.03125, 9);
    expect(keyboardStep(2)).toBeCloseTo(keyboardStep(1) / 2, 12);
    expect(keyboardStep(12)).toBeCloseTo(7.03125 / 2048, 12);
    expect(keyboardStep(12, true)).toBeCloseTo(keyboardStep(12) * 10, 12);
  });

  it('has a point only with both coordinates, its zoom defaulting to the view', () => {
    expect(pointOf({ latitude: null, longitude: 3, zoom: 4 })).toBeNull();
    expect(pointOf({ latitude: 1, longitude: 2, zoom: null }, 7)).toEqual({
      latitude: 1,
      longitude: 2,
      zoom: 7,
    });
    expect(pointOf({ latitude: 1, longitude: 2, zoom: 40 })).toEqual({ latitude: 1, longitude: 2, zoom: 20 });
  });

  it('stores a point picked on a copy of the world at its real longitude, inside the map', () => {
    expect(pickedPoint(40.4168, -3.7038 + 360, 5)).toEqual({
      latitude: 40.4168,
      longitude: -3.7038,
      zoom: 5,
    });
    expect(pickedPoint(89, 10, 3).latitude).toBeCloseTo(MERCATOR_MAX_LATITUDE, 6);
  });
});

describe('keys on the map', () => {
  const madrid = { latitude: 40.4168, longitude: -3.7038, zoom: 10 };
  const step = keyboardStep(10);

  it.each([
    ['ArrowUp', step, 0],
    ['ArrowDown', -step, 0],
    ['ArrowRight', 0, step],
    ['ArrowLeft', 0, -step],
  ])('%s moves the point one step', (key, north, east) => {
    const moved = movedByKey(madrid, key);
    expect(moved?.latitude).toBeCloseTo(madrid.latitude + north, 6);
    expect(moved?.longitude).toBeCloseTo(madrid.longitude + east, 6);
    expect(moved?.zoom).toBe(10);
  });

  it('moves ten times as far with Shift', () => {
    expect(movedByKey(madrid, 'ArrowUp', true)?.latitude).toBeCloseTo(madrid.latitude + step * 10, 6);
  });

  it('wraps east past 180° and stops at the top of the map', () => {
    expect(movedByKey({ latitude: 0, longitude: 179, zoom: 1 }, 'ArrowRight')?.longitude).toBeCloseTo(
      179 + 7.03125 - 360,
      6,
    );
    expect(movedByKey({ latitude: 84, longitude: 0, zoom: 1 }, 'ArrowUp')?.latitude).toBeCloseTo(
      MERCATOR_MAX_LATITUDE,
      6,
    );
  });

  it('ignores other keys', () => {
    expect(movedByKey(madrid, 'a')).toBeNull();
    expect(movedByKey(madrid, 'Enter')).toBeNull();
  });

  it('zooms with + and -, within 1 and 20', () => {
    expect(zoomByKey(5, '+')).toBe(6);
    expect(zoomByKey(5, '=')).toBe(6);
    expect(zoomByKey(5, '-')).toBe(4);
    expect(zoomByKey(20, '+')).toBe(20);
    expect(zoomByKey(1, '-')).toBe(1);
    expect(zoomByKey(5, 'ArrowUp')).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('keeps a configured attribution as text in the HTML Leaflet writes', () => {
    expect(escapeHtml('© <b>Maps</b> & "Co"')).toBe('© &#60;b&#62;Maps&#60;/b&#62; &#38; &#34;Co&#34;');
  });
});
