import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { escapeHtml, textNode } from './plainText';

export interface MapStop {
  key: number;
  label: string;
  title: string;
  lat: number;
  lng: number;
  /** Highlighted (the stop whose pin is being placed, or a warning). */
  tone?: 'normal' | 'warning' | 'active';
}

export interface RouteMapProps {
  stops: readonly MapStop[];
  paths: readonly (readonly [number, number])[][];
  tileUrl: string;
  attribution: string;
  /** While set, a click on the map answers where (the office placing a pin). */
  onPick?: ((point: { lat: number; lng: number }) => void) | null;
  /** Where to look when there is nothing on the map yet. */
  fallbackCenter?: [number, number];
  className?: string;
}

const COLORS = { normal: '#2563eb', warning: '#d97706', active: '#16a34a' } as const;
// Dallas: where the business is, for a day with no pins yet.
const DEFAULT_CENTER: [number, number] = [32.7767, -96.797];

/**
 * The day's route on a Leaflet map: a numbered circle per stop, the drive as a line. Circles and lines
 * are SVG, so the map draws without image files or WebGL (headless tests too). With no tile URL the
 * map has no background tiles and contacts no tile service.
 */
export function RouteMap({ stops, paths, tileUrl, attribution, onPick, fallbackCenter, className }: RouteMapProps) {
  const element = useRef<HTMLDivElement | null>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { zoomControl: true, attributionControl: Boolean(tileUrl) }).setView(fallbackCenter ?? DEFAULT_CENTER, 11);
    if (tileUrl) L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
    // The map is made once per tile source; stops and lines are redrawn below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    for (const path of paths) {
      if (path.length > 1) L.polyline(path.map(([lat, lng]) => [lat, lng] as L.LatLngTuple), { color: '#2563eb', weight: 4, opacity: 0.7, className: 'route-map__line' }).addTo(group);
    }
    for (const stop of stops) {
      L.circleMarker([stop.lat, stop.lng], {
        radius: 11,
        color: '#ffffff',
        weight: 2,
        fillColor: COLORS[stop.tone ?? 'normal'],
        fillOpacity: 1,
        className: 'route-map__stop',
      })
        // Text, never HTML: the title holds a customer's name (plainText.ts).
        .bindTooltip(textNode(stop.label), { permanent: true, direction: 'center', className: 'route-map__number' })
        .bindPopup(textNode(stop.title))
        .addTo(group);
    }
    const points = stops.map((s) => [s.lat, s.lng] as L.LatLngTuple);
    if (points.length === 1) current.setView(points[0]!, 14);
    else if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 15 });
  }, [stops, paths]);

  useEffect(() => {
    element.current?.classList.toggle('route-map--picking', Boolean(onPick));
  }, [onPick]);

  return <div ref={element} className={['route-map', className].filter(Boolean).join(' ')} data-testid="route-map" role="region" aria-label="Map of the day's route" />;
}
