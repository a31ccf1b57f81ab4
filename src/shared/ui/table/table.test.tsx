import { render, screen } from '@testing-library/react';
import { Table, TableActionsCell, TableActionsHead, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '.';

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

  it('pins the row-actions column to the right edge and lets phones hide the button words', () => {
    render(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Temporada</TableHead>
            <TableActionsHead>Acciones</TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Temporada 2026</TableCell>
            <TableActionsCell>
              <button type="button">Editar</button>
            </TableActionsCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toHaveClass('sticky', 'right-0');
    const cell = screen.getByRole('cell', { name: 'Editar' });
    expect(cell).toHaveAttribute('data-slot', 'table-actions');
    expect(cell).toHaveClass('sticky', 'right-0', 'bg-background', 'max-sm:[&_[data-slot=button-label]]:sr-only');
  });
});
