import type { ComponentProps } from 'react';
import { GratuityPicker } from './GratuityPicker';
import { SignaturePadField } from './SignaturePadField';
import { dollars } from '../../../lib/money';

type Gratuity = ComponentProps<typeof GratuityPicker>;
type Pad = ComponentProps<typeof SignaturePadField>;

/** Step 2 (part 2 §2.3): the customer picks the gratuity, sees the total and signs. */
export function SigningStep(props: {
  gratuity: Gratuity['choice'];
  onGratuityChange: Gratuity['onChange'];
  totalFee: number;
  tipBase: Gratuity['tipBase'];
  offered: Gratuity['offered'];
  tip: number | null;
  padKey: number;
  pad: Pad['handle'];
  saved: Pad['saved'];
  onAcceptedChange: Pad['onAcceptedChange'];
  padDisabled: boolean;
  busy: boolean;
  formError: string | null;
  maySubmit: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { gratuity, onGratuityChange, totalFee, offered, tip, padKey, pad, saved, onAcceptedChange, padDisabled, busy, formError, maySubmit, onBack, onSubmit } = props;
  return (
    <div className="completion__form">
      <GratuityPicker choice={gratuity} onChange={onGratuityChange} tipBase={props.tipBase} offered={offered} disabled={busy} />
      <div className="completion__sum" aria-live="polite">
        <span>Services {dollars(totalFee)}</span>
        <span>Gratuity {tip === null ? '—' : dollars(tip)}</span>
        <strong>Total {dollars(totalFee + (tip ?? 0))}</strong>
      </div>
      <SignaturePadField key={padKey} handle={pad} saved={saved} onAcceptedChange={onAcceptedChange} disabled={padDisabled} />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="completion__actions">
        <button type="button" className="button button--secondary completion__big" disabled={busy} onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--primary completion__big" disabled={!maySubmit} onClick={onSubmit}>
          {busy ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </div>
  );
}
