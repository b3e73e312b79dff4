/**
 * The arithmetic of the city map's point, kept apart from Leaflet so it can be tested without a browser:
 * where the map starts, the ranges the contract allows (schemas/entities/City.json), and how far an
 * arrow key moves the point at a zoom.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** A point being edited: a new city has none yet. */
export interface MapPointValue {
  latitude: number | null;
  longitude: number | null;
  zoom: number | null;
}

/** Spec §9: the map starts at zoom 1, latitude and longitude 0. */
export const START_VIEW: MapPoint = { latitude: 0, longitude: 0, zoom: 1 };

/** The contract's zoom range (City.zoom). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 20;
/** The contract's latitude range; typed values may use all of it. */
export const MAX_LATITUDE = 90;
export const MAX_LONGITUDE = 180;
/** Where Web Mercator maps end: a point moved on the map stays inside what the map can show. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798;

/** Screen pixels one arrow press moves the point; Shift moves it ten times as far. */
const KEY_STEP_PIXELS = 10;
const LARGE_STEP_FACTOR = 10;
/** A 256 px tile covers the whole world's 360° of longitude at zoom 0. */
const TILE_SIZE = 256;
/** Six decimals are about 10 cm: finer digits are noise from the mouse position. */
const DECIMALS = 6;

export function clampLatitude(latitude: number, limit = MAX_LATITUDE): number {
  return Math.min(limit, Math.max(-limit, latitude));
}

/** Any longitude into [-180, 180), as the same meridian: moving east past 180° comes back at -180°. */
export function wrapLongitude(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === 0 ? 0 : wrapped; // never -0, which would show as '-0'
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
}

export function roundCoordinate(value: number): number {
  const rounded = Number(value.toFixed(DECIMALS));
  return rounded === 0 ? 0 : rounded;
}

/** Degrees one arrow press moves the point at `zoom`: the same distance on screen at every zoom. */
export function keyboardStep(zoom: number, large = false): number {
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** clampZoom(zoom));
  return degreesPerPixel * KEY_STEP_PIXELS * (large ? LARGE_STEP_FACTOR : 1);
}

/** The point of a value, when it has one. */
export function pointOf(value: MapPointValue, fallbackZoom = START_VIEW.zoom): MapPoint | null {
  if (value.latitude === null || value.longitude === null) return null;
  return {
    latitude: value.latitude,
    longitude: value.longitude,
    zoom: clampZoom(value.zoom ?? fallbackZoom),
  };
}

/** A point picked on the map (any world copy) as the contract stores it. */
export function pickedPoint(latitude: number, longitude: number, zoom: number): MapPoint {
  return {
    latitude: roundCoordinate(clampLatitude(latitude, MERCATOR_MAX_LATITUDE)),
    longitude: roundCoordinate(wrapLongitude(longitude)),
    zoom: clampZoom(zoom),
  };
}

const ARROWS: Record<string, { north: number; east: number }> = {
  ArrowUp: { north: 1, east: 0 },
  ArrowDown: { north: -1, east: 0 },
  ArrowRight: { north: 0, east: 1 },
  ArrowLeft: { north: 0, east: -1 },
};

/**
 * Where an arrow key moves the point at its zoom, or null for any other key. Maps are never mirrored,
 * so ArrowLeft is west in right-to-left layouts too.
 */
export function movedByKey(point: MapPoint, key: string, large = false): MapPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = keyboardStep(point.zoom, large);
  return pickedPoint(
    point.latitude + direction.north * step,
    point.longitude + direction.east * step,
    point.zoom,
  );
}

/** The zoom a key asks for ('+' and '-' as on Leaflet's own keyboard), or null for any other key. */
export function zoomByKey(zoom: number, key: string): number | null {
  if (key === '+' || key === '=') return clampZoom(zoom + 1);
  if (key === '-' || key === '_') return clampZoom(zoom - 1);
  return null;
}

/** Leaflet writes attributions as HTML; a configured credit is text and must stay text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
