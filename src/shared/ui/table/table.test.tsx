import { render, screen } from '@testing-library/react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '.';

describe('Table', () => {
  it('sits in a horizontally scrolling box and keeps table semantics', () => {
    render(
      <Table>
        <TableCaption>Clasificación del grupo A</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Equipo</TableHead>
            <TableHead>Puntos</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Halcones</TableCell>
            <TableCell>9</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Clasificación del grupo A' });
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('columnheader', { name: 'Puntos' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: 'Halcones' })).toHaveAttribute('data-slot', 'table-cell');
  });
});
