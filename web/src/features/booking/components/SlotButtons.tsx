/** A day's open times as buttons (start and stylist); choosing one acts at once (move, accept at another time). */
export function SlotButtons<S extends { employeeId: number; start: string; startTime: string; stylistName: string }>(props: {
  slots: readonly S[] | undefined;
  label: string;
  disabled: boolean;
  onPick(slot: S): void;
}) {
  return (
    <div className="booking__slots" role="group" aria-label={props.label}>
      {props.slots?.map((s) => (
        <button key={`${s.employeeId} ${s.start}`} type="button" className="booking__slot" disabled={props.disabled} onClick={() => props.onPick(s)}>
          {s.startTime}
          <span className="muted"> {s.stylistName}</span>
        </button>
      ))}
    </div>
  );
}
