import { STEPS, stepStatus, type StepKey } from '../model/steps';

interface Props {
  currentIndex: number;
  completedIndex: number;
  onSelect(step: StepKey): void;
}

/**
 * The estimate's steps (part 1 §4). One list: vertical beside the form on a computer, a horizontal
 * row above it on a tablet or phone (estimates.css). A completed step shows a check; a step after
 * the completed index is disabled.
 */
export function Stepper({ currentIndex, completedIndex, onSelect }: Props) {
  return (
    <nav className="est-stepper" aria-label="Estimate steps">
      <ol className="est-stepper__list">
        {STEPS.map((step, index) => {
          const { completed, disabled, current } = stepStatus(index, completedIndex, currentIndex);
          const state = current ? 'current' : completed ? 'completed' : disabled ? 'disabled' : 'open';
          return (
            <li key={step.key} className={`est-stepper__item est-stepper__item--${state}`}>
              <button
                type="button"
                className="est-stepper__button"
                disabled={disabled}
                aria-current={current ? 'step' : undefined}
                // Keep the focused field from blurring (and its error line from moving this button) on press.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onSelect(step.key)}
                data-step={step.key}
                data-completed={completed || undefined}
              >
                <span className="est-stepper__marker" aria-hidden="true">
                  {completed && !current ? '✓' : index + 1}
                </span>
                <span className="est-stepper__label">
                  {step.label}
                  {completed && <span className="visually-hidden"> (completed)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
