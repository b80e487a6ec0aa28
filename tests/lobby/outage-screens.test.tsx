import { screen } from '@testing-library/react';
import { GamePlayScreen } from '@/features/game-play/GamePlayScreen';
import { UnavailableScreen } from '@/features/lobby/UnavailableScreen';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';

const errors = loadResources('fi').errors as Record<string, string>;

describe('pages generated during a content-service outage', () => {
  it('a game page says the game cannot be loaded right now, not that it does not exist (fi)', () => {
    renderWithProviders(<GamePlayScreen game={null} unavailable />, { locale: 'fi' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pelaa');
    expect(screen.getByRole('alert')).toHaveTextContent('Peliä ei voi juuri nyt ladata. Yritä hetken kuluttua uudelleen.');
    expect(screen.queryByText(errors.gameNotFound!)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin kasinopeleihin' })).toHaveAttribute('href', '/fi/pelit');
  });

  it('a group or provider page keeps its heading and says the games are not available right now (et)', () => {
    renderWithProviders(<UnavailableScreen route="gameProvider" />, { locale: 'et' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Mängud pole hetkel saadaval. Palun proovi hetke pärast uuesti.')).toBeInTheDocument();
  });
});
