import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FedRankingTable } from '@domain/contract';
import { FedRankings } from './fed-rankings';

const labels = { title: 'Feeds', none: 'Feeds no ranking' };
const men: FedRankingTable = { rankingId: 4, rankingName: 'Nacional', rankingModalityId: 9, modalityId: 1, genreId: 3, label: 'Nacional - Players - Male' };

const at = (path: string, tables: FedRankingTable[] | undefined) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FedRankings tables={tables} labels={labels} />
    </MemoryRouter>,
  );

describe('the ranking tables a tournament feeds', () => {
  it('links each table to its page in the language of the page', () => {
    at('/en/tournaments/3/info', [men]);
    expect(screen.getByRole('link', { name: 'Nacional - Players - Male' })).toHaveAttribute('href', '/en/rankings/4/modalities/9');
    expect(screen.queryByText(labels.none)).toBeNull();
  });

  it('warns when it feeds none, and says nothing while the answer is on its way', () => {
    const { unmount } = at('/torneos/3/info', undefined);
    expect(screen.queryByTestId('fed-rankings-none')).toBeNull();
    expect(screen.queryByTestId('fed-rankings')).toBeNull();
    unmount();
    at('/torneos/3/info', []);
    expect(screen.getByRole('status')).toHaveTextContent(labels.none);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
