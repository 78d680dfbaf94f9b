import { commentDisplay } from '@pawroute/domain';

/** Part 1 §3: a JSON comment shows as key/value lines, anything else as written. */
export function CommentText({ comment }: { comment: string }) {
  const display = commentDisplay(comment);
  if (display.kind === 'text') return <p className="comment__text">{display.text}</p>;
  return (
    <dl className="comment__pairs">
      {display.pairs.map(([key, value], i) => (
        <div key={`${key}-${i}`} style={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
