import { useParams } from 'react-router-dom';
import { BoardScreen } from './board-screen';

/** `/torneos/{validId}/pizarra`: a tournament's courts on a TV. */
export function VenueBoardPage() {
  const { validId } = useParams();
  return <BoardScreen scope={{ kind: 'valid', id: Number(validId) }} routeId="venue-board" />;
}

/** `/lugares/{placeId}/pizarra`: today's courts at a place, across its tournaments, on a TV. */
export function PlaceBoardPage() {
  const { placeId } = useParams();
  return <BoardScreen scope={{ kind: 'place', id: Number(placeId) }} routeId="place-board" />;
}
