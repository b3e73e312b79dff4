import type { PathOptions } from 'leaflet';
import { CircleMarker } from 'react-leaflet';
import type { MapPoint } from './mapPoint';

/** Vector circles, not Leaflet's image marker: no icon files to bundle or to allow in the CSP. */
const RING: PathOptions = { color: '#4338ca', weight: 2, opacity: 1, fill: false };
const DOT: PathOptions = { color: '#ffffff', weight: 3, opacity: 1, fillColor: '#4f46e5', fillOpacity: 1 };

export function PointMarker({ point }: { point: MapPoint }) {
  const center: [number, number] = [point.latitude, point.longitude];
  return (
    <>
      <CircleMarker center={center} radius={13} pathOptions={RING} interactive={false} />
      <CircleMarker center={center} radius={7} pathOptions={DOT} interactive={false} />
    </>
  );
}
