import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '.';

function TournamentTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="groups" onValueChange={onValueChange}>
      <TabsList aria-label="Secciones del torneo">
        <TabsTrigger value="groups">Grupos</TabsTrigger>
        <TabsTrigger value="bracket">Cuadro</TabsTrigger>
        <TabsTrigger value="results">Resultados</TabsTrigger>
      </TabsList>
      <TabsContent value="groups">Tabla de grupos</TabsContent>
      <TabsContent value="bracket">Cuadro final</TabsContent>
      <TabsContent value="results">Lista de resultados</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TournamentTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Secciones del torneo' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tabla de grupos');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Grupos' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const bracket = screen.getByRole('tab', { name: 'Cuadro' });
    expect(bracket).toHaveFocus();
    expect(bracket).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cuadro' })).toHaveTextContent('Cuadro final');
    expect(onValueChange).toHaveBeenLastCalledWith('bracket');

    // Wraps around from the first tab to the last one.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de resultados');
  });
});
