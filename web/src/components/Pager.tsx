interface Props {
  /** 0-based. */
  page: number;
  pageCount: number;
  busy?: boolean;
  label: string;
  onPage(page: number): void;
}

/** Previous / 'Page n of m' / Next under a server-paged list. */
export function Pager({ page, pageCount, busy = false, label, onPage }: Props) {
  const count = Math.max(pageCount, 1);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button--secondary button--small" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        Previous
      </button>
      <span className="pager__status" aria-live="polite">
        Page {Math.min(page + 1, count)} of {count}
        {busy && <span className="pager__busy" aria-label="Loading" />}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onPage(page + 1)}
        disabled={page + 1 >= count}
      >
        Next
      </button>
    </nav>
  );
}
