import type { ReactNode } from "react";

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The one list of the signed-in areas: a table from 48rem, a card per row below (app.css `.data-list`, each
 * cell labelled by its column), so nothing is clipped on a phone. The first column names the row (a row
 * header). With no rows it shows `empty`, which says what to do next.
 */
export function DataList<Row>({
  rows,
  columns,
  rowKey,
  labelledBy,
  empty,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The id of the heading that names the list. */
  labelledBy: string;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <div className="empty-state">{empty}</div>;
  const [first, ...rest] = columns;
  return (
    <table className="data-list" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{first.cell(row)}</th>
            {rest.map((column) => (
              <td key={column.id} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
