import { displayAddressLine, formatDistance } from '@pawroute/domain';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { DayRouteAnswer, RouteStopView } from '@pawroute/domain';
import { Spinner } from '../../components/Spinner';
import { useDistanceUnit } from '../../lib/distanceUnit';
import { useAcceptSuggestion, useDayRoute, useLocateAddress, useMapOptions, useSetLocation, useSuggestOrder } from './api';
import { RouteMap, type MapStop } from './RouteMap';
import './route.css';

export interface DayRouteProps {
  employeeId: number;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  /** The office: place pins, ask the geocoder, 'Suggest order'. */
  office?: boolean;
  title?: string;
}

const minutesText = (minutes: number) => (minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`);

/** said in plain words ('about 12 min … (estimated)'), not an 'ESTIMATE' badge. */
function Estimate({ what = 'estimated' }: { what?: string }) {
  return (
    <span className="route__estimate" title="Worked out from the straight-line distance at an average speed, not from a road route">
      ({what})
    </span>
  );
}
const about = (estimated: boolean) => (estimated ? 'about ' : '');

/**
 * The day's route: the stylist's appointments in time order with the drive between each,
 * the map, the total driving, and a warning where a drive does not fit between two appointments.
 * Straight-line drive times say 'about … (estimated)' wherever they are shown.
 */
export function DayRoute({ employeeId, date, office = false, title = "Today's route" }: DayRouteProps) {
  const route = useDayRoute(employeeId, date);
  const options = useMapOptions();
  const unit = useDistanceUnit();
  const [picking, setPicking] = useState<RouteStopView | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const setLocation = useSetLocation();
  const locate = useLocateAddress();
  const suggestion = useSuggestOrder(employeeId, date, suggesting);
  const accept = useAcceptSuggestion();
  const day = route.data;

  const numbers = useMemo(() => new Map(day?.stops.map((s, i) => [s.appointmentId, i + 1]) ?? []), [day]);
  const lateInto = useMemo(() => new Set(day?.warnings.filter((w) => w.kind === 'driveDoesNotFit').map((w) => w.appointmentId) ?? []), [day]);
  const mapStops = useMemo<MapStop[]>(
    () =>
      (day?.stops ?? [])
        .filter((s) => s.location)
        .map((s) => ({
          key: s.appointmentId,
          label: String(numbers.get(s.appointmentId)),
          title: `${s.startTime} ${s.customerName}${s.mapsco ? ` · MAPSCO ${s.mapsco}` : ''}`,
          lat: s.location!.lat,
          lng: s.location!.lng,
          tone: picking?.appointmentId === s.appointmentId ? 'active' : lateInto.has(s.appointmentId) ? 'warning' : 'normal',
        })),
    [day, numbers, lateInto, picking],
  );

  if (route.isPending) {
    return (
      <section className="panel" aria-label={title}>
        <Spinner />
      </section>
    );
  }
  if (route.isError || !day) {
    return (
      <section className="panel" role="alert">
        The route could not be loaded.
      </section>
    );
  }

  const place = async (point: { lat: number; lng: number }) => {
    const stop = picking;
    if (!stop?.addressId) return;
    setPicking(null);
    try {
      await setLocation.mutateAsync({ addressId: stop.addressId, lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) });
      toast.success(`Pin placed for ${stop.customerName}.`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const findOnMap = async (stop: RouteStopView) => {
    if (!stop.addressId) return;
    try {
      const found = await locate.mutateAsync(stop.addressId);
      toast.success(`Found: ${found.label}`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <section className="panel route" aria-labelledby="route-title" data-testid="day-route">
      <h2 id="route-title" className="daily__label">
        {title}
      </h2>
      <div className="route__summary">
        <span className="route__total" data-testid="route-total">
          Driving: {about(day.estimated && day.totalDriveMinutes > 0)}
          {minutesText(day.totalDriveMinutes)}
        </span>
        {day.totalKm !== null && day.totalDriveMinutes > 0 && <span className="muted">{formatDistance(day.totalKm, unit)}</span>}
        {day.estimated && day.totalDriveMinutes > 0 && <Estimate />}
        <span className="muted">{day.stops.length === 1 ? '1 stop' : `${day.stops.length} stops`}</span>
      </div>
      <RouteMap
        stops={mapStops}
        paths={day.paths}
        tileUrl={options.data?.tileUrl ?? day.map.tileUrl}
        attribution={options.data?.attribution ?? day.map.attribution}
        onPick={office && picking ? place : null}
      />
      {picking && (
        <p className="route__warning" role="status">
          Tap the map where {picking.customerName} lives ({picking.address}
          {picking.mapsco ? `, MAPSCO ${picking.mapsco}` : ''}).{' '}
          <button type="button" className="button button--ghost" onClick={() => setPicking(null)}>
            Cancel
          </button>
        </p>
      )}
      {day.stops.length === 0 ? (
        <p className="muted">No appointments on this day.</p>
      ) : (
        <ol className="route__stops" data-testid="route-stops">
          {day.stops.map((stop, i) => {
            const leg = i > 0 ? day.legs[i - 1] : undefined;
            const warning = day.warnings.find((w) => w.kind === 'driveDoesNotFit' && w.appointmentId === stop.appointmentId);
            return (
              <li key={stop.appointmentId} data-route-stop={stop.appointmentId}>
                {leg && (
                  <div className={`route__leg${leg.fits ? '' : ' route__leg--late'}`} data-testid="route-leg">
                    {leg.minutes === null ? (
                      'Drive time unknown: a pin is missing'
                    ) : (
                      <>
                        {about(leg.estimated)}
                        {minutesText(leg.minutes)} drive{leg.km !== null ? ` · ${formatDistance(leg.km, unit)}` : ''} {leg.estimated && <Estimate />}
                      </>
                    )}
                    {warning && (
                      <div className="route__warning" role="note">
                        {warning.message}
                      </div>
                    )}
                  </div>
                )}
                <div className="route__stop">
                  <span className={`route__number${stop.location ? '' : ' route__number--off'}`} aria-hidden>
                    {i + 1}
                  </span>
                  <div className="route__stop-main">
                    <strong>
                      {stop.startTime}–{stop.endTime} · {stop.customerName}
                    </strong>
                    <span className="route__stop-sub">
                      {displayAddressLine(stop.address) || 'No address'}
                      {stop.mapsco && <span className="route__mapsco" title="MAPSCO grid">MAPSCO {stop.mapsco}</span>}
                    </span>
                    {!stop.location && <span className="route__warning">Not on the map yet.</span>}
                    {office && stop.addressId !== null && (
                      <div className="route__actions">
                        <button type="button" className="button button--secondary" onClick={() => setPicking(stop)}>
                          {stop.location ? 'Move pin' : 'Place pin'}
                        </button>
                        {!stop.location && options.data?.geocoder === 'nominatim' && (
                          <button type="button" className="button button--ghost" disabled={locate.isPending} onClick={() => void findOnMap(stop)}>
                            Find address
                          </button>
                        )}
                      </div>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {office && day.stops.length > 1 && (
        <SuggestPanel
          day={day}
          suggesting={suggesting}
          onSuggest={() => setSuggesting(true)}
          onDismiss={() => setSuggesting(false)}
          suggestion={suggestion.data}
          loading={suggestion.isFetching}
          error={suggestion.isError ? (suggestion.error as Error).message : null}
          accepting={accept.isPending}
          onAccept={async () => {
            if (!suggestion.data) return;
            try {
              await accept.mutateAsync({ suggestion: suggestion.data, current: day });
              toast.success('The appointments were moved to the suggested order.');
              setSuggesting(false);
            } catch (error) {
              toast.error((error as Error).message);
            }
          }}
        />
      )}
    </section>
  );
}

interface SuggestPanelProps {
  day: DayRouteAnswer;
  suggesting: boolean;
  onSuggest(): void;
  onDismiss(): void;
  suggestion: import('@pawroute/domain').SuggestOrderAnswer | undefined;
  loading: boolean;
  error: string | null;
  accepting: boolean;
  onAccept(): void;
}

/** 'Suggest order': a proposal the office accepts or not; nothing moves until Accept. */
function SuggestPanel({ day, suggesting, onSuggest, onDismiss, suggestion, loading, error, accepting, onAccept }: SuggestPanelProps) {
  if (!suggesting) {
    return (
      <div className="route__actions">
        <button type="button" className="button button--primary" onClick={onSuggest}>
          Suggest order
        </button>
      </div>
    );
  }
  if (loading && !suggestion) return <Spinner />;
  if (error) return <p className="route__warning">{error}</p>;
  if (!suggestion) return null;
  const names = new Map(day.stops.map((s) => [s.appointmentId, s.customerName]));
  const unchanged = suggestion.proposed.every((p) => day.stops.find((s) => s.appointmentId === p.appointmentId)?.start === p.start);
  return (
    <div className="panel route__proposal" data-testid="route-suggestion">
      <strong>
        {suggestion.savedMinutes > 0
          ? `Saves ${minutesText(suggestion.savedMinutes)} of driving (${minutesText(suggestion.bookedDriveMinutes)} → ${minutesText(suggestion.driveMinutes)})`
          : unchanged
            ? 'The booked order already drives least.'
            : 'The booked order drives least; these times let every drive fit.'}
      </strong>{' '}
      {suggestion.estimated && <Estimate what="drive times estimated" />}
      {!suggestion.feasible && <p className="route__warning">No order keeps every customer within {suggestion.windowMinutes} minutes of their time.</p>}
      <ol>
        {suggestion.proposed.map((p) => (
          <li key={p.appointmentId}>
            {p.startTime}–{p.endTime} · {names.get(p.appointmentId)}
          </li>
        ))}
      </ol>
      {suggestion.unplaced.length > 0 && <p className="muted">Not moved (started, done or without a pin): {suggestion.unplaced.map((id) => names.get(id)).join(', ')}</p>}
      <div className="route__actions">
        {!unchanged && suggestion.feasible && (
          <button type="button" className="button button--primary" disabled={accepting} onClick={onAccept}>
            Accept
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          {unchanged ? 'Close' : 'Keep as booked'}
        </button>
      </div>
    </div>
  );
}
