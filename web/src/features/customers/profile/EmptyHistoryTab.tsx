import type { ProfileTab } from './slots';

/** The history tabs until their issues land: the real columns (part 1 §2) and an honest empty row. */
const TABLES: Partial<Record<ProfileTab, { title: string; columns: string[]; empty: string; banner?: string }>> = {
  upcomingAppointments: {
    title: 'Upcoming Appointments',
    columns: ['Date', 'Time', 'S App', 'Status', 'Stylist', 'Pets', 'Address', 'Last Comment'],
    empty: 'No upcoming appointments yet.',
    banner: 'Recurring appointments are subject to change until confirmed to best accommodate time preferences and routing.',
  },
  appointmentHistory: {
    title: 'Appointment History',
    columns: ['Date', 'Time', 'Stylist', 'Pets', 'Address'],
    empty: 'No previous appointments yet.',
  },
  estimateHistory: {
    title: 'Estimate History',
    columns: ['Last Edited', 'Pets', 'Status', 'Total'],
    empty: 'No estimates yet.',
  },
  transactionHistory: {
    title: 'Transaction History',
    columns: ['Date', 'Reason', 'Charged', 'Paid', 'Balance'],
    empty: 'No transactions yet.',
  },
};

export function EmptyHistoryTab({ tab }: { tab: ProfileTab }) {
  const table = TABLES[tab];
  if (!table) return null;
  return (
    <section className="panel panel--flush" aria-label={table.title}>
      <div className="panel__head" style={{ padding: 'var(--space-4) var(--space-5) 0' }}>
        <h2 className="panel__title">{table.title}</h2>
      </div>
      {table.banner && (
        <p className="notice notice--warning" style={{ margin: '0 var(--space-5) var(--space-3)' }}>
          {table.banner}
        </p>
      )}
      <div className="table-scroll">
        <table className="table table--cards">
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  <span className="table__heading">{c}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="table__empty">
              <td colSpan={table.columns.length}>{table.empty}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
