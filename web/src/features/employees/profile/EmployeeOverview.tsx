import { EmployeeDetailsCard } from './EmployeeDetailsCard';
import type { EmployeeContext, EmployeeSlots } from './slots';

/** Overview: the employee details (view / edit), then comments and ratings (composed by the app). */
export function EmployeeOverview({ ctx, slots }: { ctx: EmployeeContext; slots: EmployeeSlots }) {
  return (
    <div className="overview-grid">
      <EmployeeDetailsCard ctx={ctx} />
      {slots.renderOverviewExtras(ctx)}
    </div>
  );
}
