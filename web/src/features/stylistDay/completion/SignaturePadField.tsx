import { useCallback, useEffect, useImperativeHandle, useRef, useState, type MutableRefObject, type Ref } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { useKeepsToastsClear } from '../../../lib/useToastPosition';

export interface SignaturePadHandle {
  /** The accepted signature as a PNG, or null when nothing is accepted. */
  toBlob(): Promise<Blob | null>;
}

/** The strokes and whether they were accepted, kept by the flow while the pad is not shown (docs/OFFLINE.md). */
export interface SavedSignature {
  data: PointGroup[];
  accepted: boolean;
}

/**
 * Part 2 §2.3 / §4.1 step 3: the customer signs on a pad (signature_pad). Accept locks the pad, Clear
 * resets it; `onAcceptedChange` tells the view whether Submit may be enabled.
 */
export function SignaturePadField({
  onAcceptedChange,
  disabled = false,
  handle,
  saved,
}: {
  onAcceptedChange(accepted: boolean): void;
  disabled?: boolean;
  handle?: Ref<SignaturePadHandle>;
  /** Where the signature is kept while the pad is away (going back to the payment): restored when it returns. */
  saved?: MutableRefObject<SavedSignature | null>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [empty, setEmpty] = useState(true);
  const acceptedRef = useRef(false);
  useKeepsToastsClear(canvasRef);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1d2725', backgroundColor: 'rgb(255,255,255)', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    // The canvas is drawn at the device's pixel ratio so the line stays sharp; a resize keeps what was signed.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const kept = saved?.current;
    if (kept && kept.data.length > 0) {
      pad.fromData(kept.data);
      setEmpty(false);
      if (kept.accepted) {
        pad.off();
        acceptedRef.current = true;
        setAccepted(true);
        onAcceptedChange(true);
      }
    }
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    return () => {
      if (saved) saved.current = { data: pad.toData(), accepted: acceptedRef.current };
      observer?.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once; the kept signature is read then
  }, []);

  const setLocked = useCallback(
    (locked: boolean) => {
      const pad = padRef.current;
      if (!pad) return;
      if (locked) pad.off();
      else pad.on();
      acceptedRef.current = locked;
      setAccepted(locked);
      onAcceptedChange(locked);
    },
    [onAcceptedChange],
  );

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled || accepted) pad.off();
    else pad.on();
  }, [disabled, accepted]);

  useImperativeHandle(
    handle,
    () => ({
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const canvas = canvasRef.current;
          if (!canvas || !accepted || padRef.current?.isEmpty()) return resolve(null);
          canvas.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }),
    [accepted],
  );

  return (
    <div className={`signature${accepted ? ' signature--accepted' : ''}`}>
      <canvas ref={canvasRef} className="signature__canvas" aria-label="Signature pad: sign here with your finger" data-testid="signature-pad" />
      <p className="signature__hint muted">{accepted ? 'Signature accepted.' : 'Sign above with your finger.'}</p>
      <div className="signature__actions">
        <button
          type="button"
          className="button button--secondary completion__big"
          disabled={disabled}
          onClick={() => {
            padRef.current?.clear();
            setEmpty(true);
            setLocked(false);
          }}
        >
          Clear
        </button>
        <button
          type="button"
          className="button button--primary completion__big"
          disabled={disabled || accepted || empty}
          onClick={() => setLocked(true)}
        >
          Accept
        </button>
      </div>
    </div>
  );
}
