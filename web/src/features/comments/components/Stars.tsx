/** A 0-5 star display; `label` is what a screen reader says. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={label ?? `${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= full ? undefined : 'stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
