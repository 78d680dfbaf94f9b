import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { EXTENSION_MAX_LENGTH, extensionAtom, phoneStatusAtom } from '../extension';
import '../phone.css';

const STATUS_TEXT = {
  off: 'Phone system off',
  invalid: 'Letters or digits only',
  failed: 'Not listening',
} as const;

/** The top bar's Extension box (UsePhoneSystem): up to 4 characters, kept in this browser; says whether calls reach it. */
export function ExtensionBox({ className = '' }: { className?: string }) {
  const [extension, setExtension] = useAtom(extensionAtom);
  const status = useAtomValue(phoneStatusAtom);
  const id = useId();
  const statusId = useId();
  const listening = status.state === 'listening' && status.extension === extension.trim() ? status.extension : null;
  const text = status.state === 'off' || status.state === 'invalid' || status.state === 'failed' ? STATUS_TEXT[status.state] : null;
  return (
    <div className={`extension ${className}`} data-phone-listening={listening ?? undefined} data-phone-state={status.state}>
      <label htmlFor={id}>Extension</label>
      <input
        id={id}
        className="extension__input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={EXTENSION_MAX_LENGTH}
        value={extension}
        aria-describedby={text ? statusId : undefined}
        onChange={(e) => setExtension(e.target.value.slice(0, EXTENSION_MAX_LENGTH))}
      />
      {listening && <span className="extension__dot" title={`Incoming calls to ${listening} show here`} aria-hidden="true" />}
      {text && (
        <span id={statusId} className="extension__status" title={status.state === 'off' ? status.message : undefined}>
          {text}
        </span>
      )}
    </div>
  );
}
