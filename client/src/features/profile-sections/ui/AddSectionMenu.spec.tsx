import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { sectionMenuItems } from '../lib/menu';
import { AddSectionMenu } from './AddSectionMenu';

function renderMenu(
  sections: { fan: boolean; player: boolean; coach: boolean },
  onAdded = jest.fn(),
) {
  renderRoutes(
    [{ path: '/', element: <AddSectionMenu userId="u1" sections={sections} onAdded={onAdded} /> }],
    '/',
  );
  return onAdded;
}

async function openMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add Section' }));
}

describe('Add Section menu', () => {
  it('offers all three sections when none exists', async () => {
    renderMenu({ fan: false, player: false, coach: false });
    await openMenu();
    for (const name of ['Fan Profile', 'Player Profile', 'Coach Profile']) {
      expect(screen.getByRole('menuitem', { name })).toBeEnabled();
    }
  });

  it("disables Coach with '(Player profile exists)' when a player profile exists", async () => {
    renderMenu({ fan: false, player: true, coach: false });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Fan Profile' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Player Profile' })).toBeDisabled();
    expect(
      screen.getByRole('menuitem', { name: 'Coach Profile (Player profile exists)' }),
    ).toBeDisabled();
  });

  it("disables Player with '(Coach profile exists)' and a present Fan section", async () => {
    renderMenu({ fan: true, player: false, coach: true });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Fan Profile' })).toBeDisabled();
    expect(
      screen.getByRole('menuitem', { name: 'Player Profile (Coach profile exists)' }),
    ).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Coach Profile' })).toBeDisabled();
  });

  it('adds the chosen section on the server and reports it', async () => {
    const fetchMock = routeFetch({
      'POST /addPlayerProfile': () =>
        jsonResponse({ success: true, data: { userId: 'u1', positions: [], teams: [] } }, 201),
    });
    const onAdded = renderMenu({ fan: false, player: false, coach: false });
    await openMenu();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Player Profile' }));
    await screen.findByRole('button', { name: 'Add Section' });
    expect(requestsTo(fetchMock, '/addPlayerProfile')).toHaveLength(1);
    expect(onAdded).toHaveBeenCalledWith('player');
  });

  it("shows the server's 409 message", async () => {
    routeFetch({
      'POST /addCoachProfile': () =>
        jsonResponse(
          {
            success: false,
            message: 'You already have a player profile. Remove it to add a coach profile.',
          },
          409,
        ),
    });
    renderMenu({ fan: false, player: false, coach: false });
    await openMenu();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Coach Profile' }));
    expect(
      await screen.findByText(
        'You already have a player profile. Remove it to add a coach profile.',
      ),
    ).toBeInTheDocument();
  });

  it('treats unknown sections as absent', () => {
    expect(sectionMenuItems(undefined).every((item) => !item.disabled)).toBe(true);
  });
});
