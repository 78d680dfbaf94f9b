import { useState } from 'react';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** A profile picture, or the person's initials when there is none (or it fails to load). */
export function Avatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !failed) {
    return <img className="avatar" src={src} alt="" width={size} height={size} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
