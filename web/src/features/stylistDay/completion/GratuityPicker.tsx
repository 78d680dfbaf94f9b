import { type GratuityMethod, type TipBase } from '@pawroute/domain';
import { useEffect, useId, useState } from 'react';
import { GRATUITY_METHOD_LABELS, GRATUITY_SLIDER_DEBOUNCE_MS, gratuityCents, type GratuityChoice } from './model';
import { centsToInput, dollars } from '../../../lib/money';

const QUICK_PERCENTS = [15, 20, 25] as const;

/**
 * Part 2 §5.4 / §9: the gratuity in dollars or as a percent of TIP-BASE's base (the total fee by default) (a 0-100 slider whose value
 * reaches the choice 300 ms after it stops moving), and its method.
 */
export function GratuityPicker({
  choice,
  onChange,
  tipBase,
  offered,
  disabled,
}: {
  choice: GratuityChoice;
  onChange(next: GratuityChoice): void;
  /** TIP-BASE: what a percent is of (cents) and which base Management chose. */
  tipBase: { cents: number; base: TipBase };
  offered: GratuityMethod[];
  disabled: boolean;
}) {
  const id = useId();
  const [slider, setSlider] = useState(choice.percent);
  useEffect(() => setSlider(choice.percent), [choice.percent]);
  useEffect(() => {
    if (slider === choice.percent) return;
    const timer = setTimeout(() => onChange({ ...choice, percent: slider }), GRATUITY_SLIDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slider]);

  const cents = gratuityCents(choice, tipBase.cents);
  const setMode = (mode: GratuityChoice['mode']) => {
    if (mode === choice.mode) return;
    // Switching keeps the tip: dollars show what the percent gave.
    onChange({ ...choice, mode, dollars: mode === 'dollar' && cents !== null ? centsToInput(cents) : choice.dollars });
  };
  const withMethod = (next: GratuityChoice) => {
    const tip = gratuityCents(next, tipBase.cents) ?? 0;
    return tip > 0 && next.method === null ? { ...next, method: offered[0] ?? null } : next;
  };

  return (
    <fieldset className="tip" disabled={disabled}>
      <legend className="pay__legend">Gratuity</legend>
      <div className="choices" role="group" aria-label="Gratuity by">
        <button type="button" aria-pressed={choice.mode === 'dollar'} onClick={() => setMode('dollar')}>
          Dollars
        </button>
        <button type="button" aria-pressed={choice.mode === 'percent'} onClick={() => setMode('percent')}>
          Percent
        </button>
      </div>
      {choice.mode === 'dollar' ? (
        <div className="pay-amount">
          <label htmlFor={`${id}-dollars`}>Gratuity ($)</label>
          <div className="pay-amount__row">
            <span className="pay-amount__currency" aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-dollars`}
              inputMode="decimal"
              placeholder="0.00"
              value={choice.dollars}
              onChange={(e) => onChange(withMethod({ ...choice, dollars: e.target.value }))}
            />
          </div>
        </div>
      ) : (
        <div className="tip__percent">
          <label htmlFor={`${id}-percent`}>
            Gratuity <strong>{slider}%</strong> <span data-testid="gratuity-base">of {dollars(tipBase.cents)}</span>
          </label>
          {/* TIP-BASE: the whole total (trip fee, fuel and tax included) unless Management chose the groom only. */}
          <span className="tip__base muted">
            {tipBase.base === 'groomOnly' ? 'Percent of the groom only (less discounts)' : 'Percent of the total, trip fee, fuel and tax included'}
          </span>
          <input
            id={`${id}-percent`}
            type="range"
            min={0}
            max={100}
            step={1}
            value={slider}
            onChange={(e) => setSlider(Number(e.target.value))}
            onPointerUp={() => onChange(withMethod({ ...choice, percent: slider }))}
          />
          <div className="tip__quick">
            {QUICK_PERCENTS.map((p) => (
              <button
                key={p}
                type="button"
                className="button button--secondary"
                aria-pressed={choice.percent === p}
                onClick={() => {
                  setSlider(p);
                  onChange(withMethod({ ...choice, percent: p }));
                }}
              >
                {p}%
              </button>
            ))}
          </div>
        </div>
      )}
      <p className="tip__amount" data-testid="gratuity-amount">
        Gratuity: {cents === null ? '—' : dollars(cents)}
      </p>
      <div className="field">
        <span className="tip__method-label">Gratuity paid by</span>
        <div className="choices choices--wrap" role="radiogroup" aria-label="Gratuity method">
          {offered.map((method) => (
            <button
              key={method}
              type="button"
              role="radio"
              aria-checked={choice.method === method}
              onClick={() => onChange({ ...choice, method })}
            >
              {GRATUITY_METHOD_LABELS[method]}
            </button>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
