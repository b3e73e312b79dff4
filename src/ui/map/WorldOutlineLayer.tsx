import type { PathOptions } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { loadWorldOutline, type WorldOutline } from './worldOutline';

/** Below Leaflet's tile pane (z-index 200): tiles cover the outline whenever they load. */
const OUTLINE_PANE_Z_INDEX = 150;
const LAND: PathOptions = { color: '#64748b', weight: 0.8, opacity: 1, fillColor: '#f8fafc', fillOpacity: 1 };
const BORDERS: PathOptions = { color: '#94a3b8', weight: 0.6, opacity: 1, fill: false };

/** The bundled world outline, drawn under the tiles so the map is readable without them. */
export function WorldOutlineLayer() {
  const [outline, setOutline] = useState<WorldOutline | null>(null);
  useEffect(() => {
    let mounted = true;
    loadWorldOutline().then(
      (loaded) => {
        if (mounted) setOutline(loaded);
      },
      (error: unknown) => console.error('The world outline could not be loaded.', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <Pane name="world-outline" style={{ zIndex: OUTLINE_PANE_Z_INDEX }}>
      {outline && (
        <>
          <GeoJSON data={outline.land} style={LAND} interactive={false} />
          <GeoJSON data={outline.borders} style={BORDERS} interactive={false} />
        </>
      )}
    </Pane>
  );
}
