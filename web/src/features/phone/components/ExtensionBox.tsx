import { useAtom } from 'jotai';
import { useId } from 'react';
import { EXTENSION_MAX_LENGTH, extensionAtom } from '../extension';

export function ExtensionBox({ className = '' }: { className?: string }) {
  const [extension, setExtension] = useAtom(extensionAtom);
  const id = useId();
  return (
    <div className={`extension ${className}`}>
      <label htmlFor={id}>Extension</label>
      <input
        id={id}
        className="extension__input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={EXTENSION_MAX_LENGTH}
        value={extension}
        onChange={(e) => setExtension(e.target.value.slice(0, EXTENSION_MAX_LENGTH))}
      />
    </div>
  );
}
