import { latLng } from 'leaflet';
import { useEffect } from 'react';
import { useMapEvents } from 'react-leaflet';
import { clampZoom, type MapPoint, pickedPoint } from './mapPoint';

export interface MapViewSyncProps {
  point: MapPoint | null;
  /** The zoom the map should show: the point's, or the view's while there is no point. */
  zoom: number;
  disabled: boolean;
  onPick(point: MapPoint): void;
  onZoom(zoom: number): void;
  onCenter(center: { latitude: number; longitude: number }): void;
}

/**
 * Keeps the Leaflet map and the picker's value in step, both ways: a click picks a point, a zoom by
 * wheel or buttons is reported, and a point or zoom changed elsewhere (typed, arrow keys) moves the map.
 * The map only pans when the point itself moved, so zooming elsewhere to look for a new place is not
 * undone.
 */
export function MapViewSync({ point, zoom, disabled, onPick, onZoom, onCenter }: MapViewSyncProps) {
  const map = useMapEvents({
    click(event) {
      if (!disabled) onPick(pickedPoint(event.latlng.lat, event.latlng.lng, map.getZoom()));
    },
    zoomend() {
      onZoom(clampZoom(map.getZoom()));
    },
    moveend() {
      const center = map.getCenter().wrap();
      onCenter({ latitude: center.lat, longitude: center.lng });
    },
  });

  // Leaflet measures its container once; a modal that settles or a phone that turns resizes it later.
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;

  useEffect(() => {
    if (map.getZoom() === zoom) return;
    // A zoom typed or keyed with a point set zooms on the point, as a map user expects.
    if (latitude !== undefined && longitude !== undefined) map.setView(latLng(latitude, longitude), zoom);
    else map.setZoom(zoom);
  }, [map, zoom, latitude, longitude]);

  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const target = latLng(latitude, longitude);
    if (!map.getBounds().contains(target)) map.panTo(target);
  }, [map, latitude, longitude]);

  return null;
}
