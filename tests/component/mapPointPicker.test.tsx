import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { MapPointPicker } from '../../src/ui/map/MapPointPicker';
import { keyboardStep, type MapPoint, type MapPointValue } from '../../src/ui/map/mapPoint';

const NO_POINT: MapPointValue = { latitude: null, longitude: null, zoom: null };
const MADRID: MapPointValue = { latitude: 40.4168, longitude: -3.7038, zoom: 10 };

function renderPicker(
  initial: MapPointValue = NO_POINT,
  props: { disabled?: boolean; tileUrl?: string } = {},
) {
  const changes = vi.fn<(next: MapPoint) => void>();
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <MapPointPicker
        id="city-point"
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        {...props}
        tileAttribution="© <b>Example</b> maps"
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Form />
    </I18nextProvider>,
  );
  return {
    ...view,
    user,
    changes,
    map: screen.getByRole('application', { name: 'Mapa para elegir el punto de la ciudad' }),
    latitude: screen.getByRole('textbox', { name: 'Latitud' }),
    longitude: screen.getByRole('textbox', { name: 'Longitud' }),
    zoom: screen.getByRole('textbox', { name: 'Nivel de zoom' }),
  };
}

describe('MapPointPicker', () => {
  it('starts without a point at zoom 1 (spec §9) and explains how to choose one', () => {
    const { map, latitude, longitude, zoom } = renderPicker();
    expect(latitude).toHaveValue('');
    expect(longitude).toHaveValue('');
    expect(zoom).toHaveValue('1');
    expect(map).toHaveAccessibleDescription(
      expect.stringContaining('Haga clic en el mapa para situar la ciudad o escriba sus coordenadas.'),
    );
    expect(map).toHaveAccessibleDescription(expect.stringContaining('Todavía no se ha elegido un punto.'));
  });

  it('shows the point it is given', () => {
    const { latitude, longitude, zoom } = renderPicker(MADRID);
    expect(latitude).toHaveValue('40,4168');
    expect(longitude).toHaveValue('-3,7038');
    expect(zoom).toHaveValue('10');
  });

  it('reports a typed latitude, longitude and zoom', async () => {
    const { user, latitude, longitude, zoom, changes } = renderPicker(MADRID);
    await user.clear(latitude);
    await user.type(latitude, '-34.6');
    expect(changes).toHaveBeenLastCalledWith({ latitude: -34.6, longitude: -3.7038, zoom: 10 });
    await user.clear(longitude);
    await user.type(longitude, '-58.38');
    expect(changes).toHaveBeenLastCalledWith({ latitude: -34.6, longitude: -58.38, zoom: 10 });
    await user.clear(zoom);
    await user.type(zoom, '12');
    expect(changes).toHaveBeenLastCalledWith({ latitude: -34.6, longitude: -58.38, zoom: 12 });
  });

  it("reads the decimal comma of Spanish: '37,884' and '-4,779' are Málaga, not 37 and nothing (issue 16)", async () => {
    const { user, latitude, longitude, changes } = renderPicker(MADRID);
    await user.clear(latitude);
    await user.type(latitude, '37,884');
    await user.clear(longitude);
    await user.type(longitude, '-4,779');
    expect(changes).toHaveBeenLastCalledWith({ latitude: 37.884, longitude: -4.779, zoom: 10 });
    await user.tab();
    expect(latitude).toHaveValue('37,884');
    expect(longitude).toHaveValue('-4,779');
  });

  it('places a point from the first typed coordinate, the other from the middle of the map', async () => {
    const { user, latitude, longitude, changes } = renderPicker();
    await user.type(latitude, '40');
    expect(changes).toHaveBeenLastCalledWith({ latitude: 40, longitude: 0, zoom: 1 });
    expect(longitude).toHaveValue('0');
  });

  it('reports only numbers in range, keeps other text in the field and says why', async () => {
    const { user, latitude, zoom, changes } = renderPicker(MADRID);
    await user.clear(latitude);
    await user.type(latitude, '95');
    // The '9' on the way to '95' is a latitude; 95 is not.
    expect(changes).toHaveBeenLastCalledWith({ latitude: 9, longitude: -3.7038, zoom: 10 });
    expect(latitude).toHaveValue('95');
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveAccessibleDescription('Escriba un número entre -90 y 90.');
    await user.clear(zoom);
    await user.type(zoom, '2,5');
    expect(zoom).toHaveAccessibleDescription('Escriba un número entero, sin decimales.');
    expect(changes).toHaveBeenLastCalledWith({ latitude: 9, longitude: -3.7038, zoom: 2 });
    // Leaving a field shows the number the picker holds.
    await user.tab();
    expect(zoom).toHaveValue('2');
    expect(zoom).not.toHaveAttribute('aria-invalid');
    expect(latitude).toHaveValue('9');
  });

  it('moves the point with the arrow keys by a step that depends on the zoom', () => {
    const { map, changes, latitude, longitude } = renderPicker(MADRID);
    const step = keyboardStep(10);
    fireEvent.keyDown(map, { key: 'ArrowUp' });
    expect(changes).toHaveBeenLastCalledWith({
      latitude: Number((40.4168 + step).toFixed(6)),
      longitude: -3.7038,
      zoom: 10,
    });
    fireEvent.keyDown(map, { key: 'ArrowLeft', shiftKey: true });
    expect(changes).toHaveBeenLastCalledWith({
      latitude: Number((40.4168 + step).toFixed(6)),
      longitude: Number((-3.7038 - 10 * step).toFixed(6)),
      zoom: 10,
    });
    // Written as the user reads numbers: a decimal comma in Spanish.
    expect(latitude).toHaveValue(String(Number((40.4168 + step).toFixed(6))).replace('.', ','));
    expect(longitude).toHaveValue(String(Number((-3.7038 - 10 * step).toFixed(6))).replace('.', ','));
  });

  it('zooms with + and - and then moves by the new step', () => {
    const { map, changes } = renderPicker(MADRID);
    fireEvent.keyDown(map, { key: '+' });
    expect(changes).toHaveBeenLastCalledWith({ ...MADRID, zoom: 11 });
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    expect(changes).toHaveBeenLastCalledWith({
      latitude: Number((40.4168 - keyboardStep(11)).toFixed(6)),
      longitude: -3.7038,
      zoom: 11,
    });
  });

  it('places a point at the middle of the map with the first arrow key', () => {
    const { map, changes } = renderPicker();
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(changes).toHaveBeenLastCalledWith({ latitude: 0, longitude: keyboardStep(1), zoom: 1 });
  });

  it('announces the point for screen readers', async () => {
    const { map } = renderPicker(MADRID);
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(map).toHaveAccessibleDescription(
        expect.stringMatching(/Punto elegido: latitud 40,4168, longitud -3,69/),
      ),
    );
  });

  it('leaves other keys and keys on its own controls alone', () => {
    const { map, changes, container } = renderPicker(MADRID);
    expect(fireEvent.keyDown(map, { key: 'a' })).toBe(true);
    const zoomIn = container.querySelector('.leaflet-control-zoom-in');
    expect(zoomIn).toHaveAttribute('title', 'Acercar');
    if (zoomIn) fireEvent.keyDown(zoomIn, { key: 'ArrowUp' });
    expect(changes).not.toHaveBeenCalled();
  });

  it('is focusable and labelled, and does nothing while disabled', () => {
    const { map, changes, latitude } = renderPicker(MADRID, { disabled: true });
    expect(map).toHaveAttribute('tabindex', '-1');
    expect(latitude).toBeDisabled();
    fireEvent.keyDown(map, { key: 'ArrowUp' });
    expect(changes).not.toHaveBeenCalled();
  });

  it('draws the bundled world outline under the tiles, and the point without marker images', async () => {
    const { container } = renderPicker(MADRID, { tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    const outline = container.querySelector<HTMLElement>('.leaflet-world-outline-pane');
    // leaflet.css stacks the tile pane at z-index 200 (jsdom loads no CSS, so the number is stated here).
    expect(Number(outline?.style.zIndex)).toBeLessThan(200);
    // Land and borders, once the outline's chunk has loaded.
    await waitFor(() => expect(outline?.querySelectorAll('path')).toHaveLength(2), { timeout: 5000 });
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
  });

  it('draws the configured tiles with the credit as text', () => {
    const { container } = renderPicker(MADRID, { tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\.test\/10\/\d+\/\d+\.png$/,
    );
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      '© <b>Example</b> maps',
    );
  });

  it('draws no tiles without a tile URL', () => {
    const { container } = renderPicker(MADRID);
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it("is its module's default export, for React.lazy", async () => {
    const module = await import('../../src/ui/map/MapPointPicker');
    expect(module.default).toBe(MapPointPicker);
  });
});
