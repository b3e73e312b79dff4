import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRow } from '../../data/values';
import { useFormContext } from '../useFormContext';
import { isMapTilesSource, useMapTiles } from './useMapTiles';

// Leaflet, its CSS and the world outline load with the first map shown, never with the engine's forms.
const MapPointPicker = lazy(() => import('../../../ui/map/MapPointPicker'));

interface PointFields {
  latitude: string;
  longitude: string;
  zoom?: string;
}

function isPointFields(value: unknown): value is PointFields {
  return isRow(value) && typeof value.latitude === 'string' && typeof value.longitude === 'string';
}

function coordinate(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A point on a map that fills sibling fields (latitude, longitude and zoom) at once through the form's
 * context; the generator hides the siblings' own inputs. It lays out its own label and error: a point
 * not chosen yet says so in words rather than as a missing latitude.
 */
export function MapPointWidget({ id, name, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const { t } = useTranslation();
  const { data, patch, errorsOf } = useFormContext();
  const tiles = useMapTiles(isMapTilesSource(options.tiles) ? options.tiles : null);
  const fields = isPointFields(options.fields) ? options.fields : null;
  if (!fields) return null;
  const value = {
    latitude: coordinate(data[fields.latitude]),
    longitude: coordinate(data[fields.longitude]),
    zoom: fields.zoom ? coordinate(data[fields.zoom]) : null,
  };
  const chosen = value.latitude !== null && value.longitude !== null;
  // Its own field's errors and those of the fields it fills (a longitude out of range).
  const errors = [...new Set([...(rawErrors ?? []), ...errorsOf(name)])];
  const message = errors.length === 0 ? null : chosen ? errors.join(' ') : t('engine.mapPoint.required');
  const labelId = `${id}__label`;
  return (
    // Focusable so that a form's "focus the first error" lands here, with the label read out.
    <fieldset
      id={id}
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-describedby={message ? `${id}__error` : undefined}
      className="min-w-0 focus:outline-none"
    >
      <p id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {t('engine.mapPoint.label')}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </p>
      <Suspense
        fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100 sm:h-80" aria-busy="true" />}
      >
        <MapPointPicker
          id={`${id}-point`}
          value={value}
          onChange={(point) =>
            patch({
              [fields.latitude]: point.latitude,
              [fields.longitude]: point.longitude,
              ...(fields.zoom ? { [fields.zoom]: point.zoom } : {}),
            })
          }
          tileUrl={tiles.url}
          {...(tiles.attribution ? { tileAttribution: tiles.attribution } : {})}
          // The error joins the name, so whoever reaches the map hears what it still needs.
          labelledBy={message ? `${labelId} ${id}__error` : labelId}
          disabled={Boolean(disabled || readonly)}
        />
      </Suspense>
      {message && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}
