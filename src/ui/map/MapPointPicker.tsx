/**
 * The city map's point picker: a Leaflet map (tiles from configuration over a bundled world outline)
 * with latitude, longitude and zoom fields. Import it only through React.lazy: Leaflet, its CSS and the
 * outline then load with the page that shows a map and nowhere else.
 */
import 'leaflet/dist/leaflet.css';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { CoordinateField } from './CoordinateField';
import { MapViewSync } from './MapViewSync';
import {
  clampZoom,
  escapeHtml,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  MAX_ZOOM,
  type MapPoint,
  type MapPointValue,
  MERCATOR_MAX_LATITUDE,
  MIN_ZOOM,
  movedByKey,
  pointOf,
  START_VIEW,
  zoomByKey,
} from './mapPoint';
import { PointMarker } from './PointMarker';
import { WorldOutlineLayer } from './WorldOutlineLayer';

export type { MapPoint, MapPointValue } from './mapPoint';

export interface MapPointPickerProps {
  value: MapPointValue;
  onChange(next: MapPoint): void;
  /** Leaflet tile URL template (get-all-cities' mapTileUrl); null or absent: the outline only. */
  tileUrl?: string | null;
  /** The tile provider's credit (get-all-cities' mapTileAttribution), shown as text. */
  tileAttribution?: string;
  /** Base id: the group has it, the fields `${id}-latitude`, `${id}-longitude`, `${id}-zoom`, the map `${id}-map`. */
  id?: string;
  /** The id of the element that names the whole picker (a form field's label). */
  labelledBy?: string;
  disabled?: boolean;
}

/** The world once, so no click lands on a copy and no blank sea shows beside the outline. */
const WORLD_BOUNDS: [[number, number], [number, number]] = [
  [-MERCATOR_MAX_LATITUDE, -180],
  [MERCATOR_MAX_LATITUDE, 180],
];
/** Most tile servers stop at 19; deeper zooms (the contract allows 20) enlarge those tiles. */
const MAX_NATIVE_TILE_ZOOM = 19;

export function MapPointPicker({
  value,
  onChange,
  tileUrl = null,
  tileAttribution,
  id,
  labelledBy,
  disabled = false,
}: MapPointPickerProps) {
  const { t, i18n } = useTranslation();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [viewZoom, setViewZoom] = useState(() => clampZoom(value.zoom ?? START_VIEW.zoom));
  const point = pointOf(value, viewZoom);
  const zoom = point?.zoom ?? viewZoom;
  const [initialView] = useState(() => point ?? { ...START_VIEW, zoom });
  // Where a point typed or keyed without one starts: the middle of what the user is looking at.
  const viewCenter = useRef({ latitude: initialView.latitude, longitude: initialView.longitude });
  const startPoint = (): MapPoint => point ?? { ...viewCenter.current, zoom };

  function changeZoom(next: number) {
    if (point) {
      if (next !== point.zoom) onChange({ ...point, zoom: next });
    } else {
      setViewZoom(next);
    }
  }

  function onMapKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys on the zoom buttons or attribution links inside the map keep their own meaning.
    if (disabled || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const moved = movedByKey(startPoint(), event.key, event.shiftKey);
    const zoomed = moved ? null : zoomByKey(zoom, event.key);
    if (moved) onChange(moved);
    else if (zoomed !== null) changeZoom(zoomed);
    else return;
    event.preventDefault(); // arrows would scroll the modal, '+' would be typed nowhere
  }

  // The document's direction, which the language or the deployment (VITE_FORCE_RTL) sets before rendering.
  const rtl = document.documentElement.dir === 'rtl';
  const hintId = `${baseId}-hint`;
  const statusId = `${baseId}-status`;
  const numbers = { maximumFractionDigits: 6 };
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen a phone's modal.
    <fieldset
      id={baseId}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('cityMap.title')}
      className="min-w-0 space-y-3"
    >
      {/* Leaflet lays its panes out left to right; only the controls' corner follows the language.
          `isolate` keeps Leaflet's z-indexes (panes 400, controls 1000) under lists that open over the map. */}
      <div
        id={`${baseId}-map`}
        dir="ltr"
        role="application"
        aria-roledescription={t('cityMap.roleDescription')}
        aria-label={t('cityMap.map')}
        aria-describedby={`${hintId} ${statusId}`}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onKeyDown={onMapKeyDown}
        className="isolate overflow-hidden rounded-lg ring-1 ring-slate-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        <MapContainer
          center={[initialView.latitude, initialView.longitude]}
          zoom={initialView.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          maxBounds={WORLD_BOUNDS}
          maxBoundsViscosity={1}
          zoomControl={false}
          keyboard={false}
          className={`h-64 w-full bg-sky-200! sm:h-80 ${disabled ? '' : 'cursor-crosshair!'}`}
        >
          {tileUrl && (
            <TileLayer
              key={tileUrl}
              url={tileUrl}
              attribution={tileAttribution ? escapeHtml(tileAttribution) : undefined}
              maxNativeZoom={MAX_NATIVE_TILE_ZOOM}
              maxZoom={MAX_ZOOM}
            />
          )}
          <WorldOutlineLayer />
          {point && <PointMarker point={point} />}
          <ZoomControl
            key={`${i18n.language}-${rtl}`}
            position={rtl ? 'topright' : 'topleft'}
            zoomInTitle={t('cityMap.zoomIn')}
            zoomOutTitle={t('cityMap.zoomOut')}
          />
          <MapViewSync
            point={point}
            zoom={zoom}
            disabled={disabled}
            onPick={onChange}
            onZoom={changeZoom}
            onCenter={(center) => {
              viewCenter.current = center;
            }}
          />
        </MapContainer>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t('cityMap.hint')}
      </p>
      <p id={statusId} className="sr-only" aria-live="polite">
        {point
          ? t('cityMap.status', {
              latitude: point.latitude.toLocaleString(i18n.language, numbers),
              longitude: point.longitude.toLocaleString(i18n.language, numbers),
              zoom: point.zoom,
            })
          : t('cityMap.noPoint')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CoordinateField
          id={`${baseId}-latitude`}
          label={t('cityMap.latitude')}
          value={point?.latitude ?? null}
          min={-MAX_LATITUDE}
          max={MAX_LATITUDE}
          disabled={disabled}
          rangeError={t('cityMap.range', { min: -MAX_LATITUDE, max: MAX_LATITUDE })}
          unreadableError={t('validation.number')}
          onValue={(latitude) => onChange({ ...startPoint(), latitude })}
        />
        <CoordinateField
          id={`${baseId}-longitude`}
          label={t('cityMap.longitude')}
          value={point?.longitude ?? null}
          min={-MAX_LONGITUDE}
          max={MAX_LONGITUDE}
          disabled={disabled}
          rangeError={t('cityMap.range', { min: -MAX_LONGITUDE, max: MAX_LONGITUDE })}
          unreadableError={t('validation.number')}
          onValue={(longitude) => onChange({ ...startPoint(), longitude })}
        />
        <CoordinateField
          id={`${baseId}-zoom`}
          label={t('cityMap.zoom')}
          value={zoom}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          integer
          disabled={disabled}
          rangeError={t('cityMap.zoomRange', { min: MIN_ZOOM, max: MAX_ZOOM })}
          unreadableError={t('validation.integer')}
          onValue={changeZoom}
        />
      </div>
    </fieldset>
  );
}

export default MapPointPicker;
