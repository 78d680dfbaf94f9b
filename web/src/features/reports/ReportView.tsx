import type { ReportDrill } from '@pawroute/domain';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { downloadCsv, toCsv } from './csv';
import { inputToSpec, isSpecDate, specToInput } from '../../lib/dates';
import { DrillPanel } from './DrillPanel';
import './reports.css';

/** Part 2 §9: report queries are debounced 300 ms. */
export const REPORT_DEBOUNCE_MS = 300;

/** One column: the text it shows (the CSV holds the same), and optionally the transactions behind it. */
export interface ReportColumn<Row> {
  id: string;
  header: string;
  text: (row: Row) => string;
  money?: boolean;
  drill?: (row: Row) => ReportDrill | undefined;
}

export interface ReportViewProps<Row> {
  title: string;
  /** For the file name, e.g. 'payroll'. */
  slug: string;
  startDate: string;
  endDate: string;
  onStartDate: (spec: string) => void;
  onEndDate: (spec: string) => void;
  columns: ReportColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The totals row: a cell per column ('' for none), with its drill for the money ones. */
  totals?: { cells: string[]; drill?: ReportDrill };
  chart: ReactNode;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  /** Part 2 §8.2's toast for a failed load. */
  errorMessage: string;
  emptyMessage: string;
}

/**
 * A report screen (part 2 §2.7): a date range (MM-DD-YYYY), a table (@tanstack/react-table), a chart
 * and a CSV download of exactly the rows shown; a figure opens the transactions behind it below.
 */
export function ReportView<Row>(props: ReportViewProps<Row>) {
  const { title, slug, columns, rows, totals } = props;
  useDocumentTitle(`${title} — Pawroute`);
  const [drill, setDrill] = useState<{ drill: ReportDrill; label: string } | null>(null);
  useEffect(() => {
    if (props.error) toast.error(props.errorMessage, { id: `report-${slug}` });
  }, [props.error, props.errorMessage, slug]);
  useEffect(() => setDrill(null), [props.startDate, props.endDate]);

  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: Row) => c.text(row),
        cell: ({ row }) => {
          const text = c.text(row.original);
          const target = c.drill?.(row.original);
          return target ? (
            <button type="button" className="report-figure" onClick={() => setDrill({ drill: target, label: `${c.header}: ${text}` })} title="Show the transactions behind this figure">
              {text}
            </button>
          ) : (
            text
          );
        },
      })),
    [columns],
  );
  const table = useReactTable({ data: rows ?? [], columns: defs, getCoreRowModel: getCoreRowModel(), getRowId: (row) => props.rowKey(row) });
  const shown = table.getRowModel().rows;
  const valid = isSpecDate(props.startDate) && isSpecDate(props.endDate);

  function download() {
    const body = shown.map((r) => columns.map((c) => c.text(r.original)));
    if (totals && shown.length > 0) body.push(totals.cells);
    downloadCsv(`${slug}-${props.startDate}-to-${props.endDate}.csv`, toCsv(columns.map((c) => c.header), body));
  }

  return (
    <div className="page report-page">
      <PageHeader
        title={title}
        actions={
          <button type="button" className="button button--secondary" onClick={download} disabled={shown.length === 0}>
            Download CSV
          </button>
        }
      />
      <div className="report-toolbar">
        <div className="field">
          <label htmlFor={`${slug}-start`}>Start Date</label>
          <input id={`${slug}-start`} type="date" value={specToInput(props.startDate)} onChange={(e) => props.onStartDate(inputToSpec(e.target.value))} />
        </div>
        <div className="field">
          <label htmlFor={`${slug}-end`}>End Date</label>
          <input id={`${slug}-end`} type="date" value={specToInput(props.endDate)} onChange={(e) => props.onEndDate(inputToSpec(e.target.value))} />
        </div>
        <p className="report-range" aria-live="polite">
          {valid ? `${props.startDate} to ${props.endDate}` : 'Choose a start and an end date (MM-DD-YYYY).'}
        </p>
      </div>
      {shown.length > 0 && (
        <section className="panel report-chart" aria-label={`${title} chart`} data-testid="report-chart">
          {props.chart}
        </section>
      )}
      <section className="panel panel--flush" aria-labelledby={`${slug}-caption`}>
        <div className="table-scroll" aria-busy={props.fetching}>
          <table className="table table--cards report-table" data-testid="report-table">
            <caption id={`${slug}-caption`} className="visually-hidden">
              {title} from {props.startDate} to {props.endDate}.
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className={columns.find((c) => c.id === header.id)?.money ? 'money' : undefined}>
                      <span className="table__heading">{flexRender(header.column.columnDef.header, header.getContext())}</span>
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell, i) => (
                    <td key={cell.id} data-label={columns[i]!.header} className={columns[i]!.money ? 'money' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
              {shown.length === 0 && (
                <tr className="table__empty">
                  <td colSpan={columns.length}>
                    {!valid ? 'Choose a start and an end date.' : props.error ? props.errorMessage : props.loading ? 'Loading…' : props.emptyMessage}
                  </td>
                </tr>
              )}
            </tbody>
            {totals && shown.length > 0 && (
              <tfoot>
                <tr className="report-totals">
                  {totals.cells.map((cell, i) => (
                    <td key={columns[i]!.id} data-label={columns[i]!.header} className={columns[i]!.money ? 'money' : undefined}>
                      {totals.drill && columns[i]!.money && cell !== '' ? (
                        <button type="button" className="report-figure" onClick={() => setDrill({ drill: totals.drill!, label: `${columns[i]!.header}: ${cell}` })}>
                          {cell}
                        </button>
                      ) : (
                        cell
                      )}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </section>
      {drill && <DrillPanel drill={drill.drill} label={drill.label} onClose={() => setDrill(null)} />}
    </div>
  );
}
