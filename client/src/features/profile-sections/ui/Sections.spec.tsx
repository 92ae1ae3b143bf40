import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { CoachSection } from './CoachSection';
import { FanSection } from './FanSection';
import { PlayerSection } from './PlayerSection';

/** Edit works once the section's data is there. */
async function clickEdit(user: ReturnType<typeof userEvent.setup>) {
  const edit = await screen.findByRole('button', { name: 'Edit' });
  await waitFor(() => expect(edit).toBeEnabled());
  await user.click(edit);
}

const FAN = {
  userId: 'u1',
  favouriteTeams: ['Barcelona'],
  languages: ['English'],
  socials: [],
};

describe('Fan section', () => {
  it('saves the normalised lists and toasts success', async () => {
    let saved: unknown = null;
    const fetchMock = routeFetch({
      'GET /getFanProfile/u1': () => jsonResponse({ success: true, data: FAN }),
      'PUT /editFanProfile': async (request) => {
        saved = await request.json();
        return jsonResponse({ success: true, data: FAN });
      },
    });
    renderRoutes([{ path: '/', element: <FanSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    expect(await screen.findByText('Barcelona')).toBeInTheDocument();

    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.type(screen.getByLabelText('Team 2'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByLabelText('Language 2'), 'english');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByLabelText('Language 3'), 'Catalan');
    await user.click(screen.getByRole('button', { name: 'Add social' }));
    await user.type(screen.getByLabelText('Platform 1'), 'Instagram');
    await user.type(screen.getByLabelText('URL 1'), 'instagram.com/ana');
    await user.click(screen.getByRole('button', { name: 'Add social' }));
    await user.type(screen.getByLabelText('Platform 2'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(saved).toEqual({
      userId: 'u1',
      favouriteTeams: ['Barcelona'],
      languages: ['English', 'Catalan'],
      socials: [{ platform: 'Instagram', url: 'https://instagram.com/ana' }],
    });
    expect(requestsTo(fetchMock, '/editFanProfile')).toHaveLength(1);
    // Back to view mode.
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("toasts 'Failed to update profile' when the server refuses", async () => {
    routeFetch({
      'GET /getFanProfile/u1': () => jsonResponse({ success: true, data: FAN }),
      'PUT /editFanProfile': () => jsonResponse({ success: false, message: 'Nope' }, 500),
    });
    renderRoutes([{ path: '/', element: <FanSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('is read-only for visitors', async () => {
    routeFetch({ 'GET /getFanProfile/u2': () => jsonResponse({ success: true, data: FAN }) });
    renderRoutes([{ path: '/', element: <FanSection userId="u2" editable={false} /> }], '/');
    expect(await screen.findByText('Barcelona')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

describe('Player and Coach sections', () => {
  it("saves positions and teams: 'Player profile saved!'", async () => {
    let saved: unknown = null;
    routeFetch({
      'GET /getPlayerProfile/u1': () =>
        jsonResponse({ success: true, data: { userId: 'u1', positions: ['GK'], teams: [] } }),
      'PUT /editPlayerProfile': async (request) => {
        saved = await request.json();
        return jsonResponse({ success: true, message: 'Player profile saved!', data: {} });
      },
    });
    renderRoutes([{ path: '/', element: <PlayerSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    await clickEdit(user);
    const positions = within(screen.getByRole('group', { name: 'Positions' }));
    expect(positions.getAllByRole('button')).toHaveLength(12);
    await user.click(positions.getByRole('button', { name: 'ST' }));
    await user.click(positions.getByRole('button', { name: 'GK' }));
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.type(screen.getByLabelText('Team name 1'), 'Ajax');
    await user.type(screen.getByLabelText('Years 1'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Player profile saved!')).toBeInTheDocument();
    expect(saved).toEqual({ positions: ['ST'], teams: [{ teamName: 'Ajax', years: 3 }] });
  });

  it('refuses more years at one team than a career holds, and sends nothing', async () => {
    const fetchMock = routeFetch({
      'GET /getPlayerProfile/u1': () =>
        jsonResponse({ success: true, data: { userId: 'u1', positions: [], teams: [] } }),
    });
    renderRoutes([{ path: '/', element: <PlayerSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.type(screen.getByLabelText('Team name 1'), 'Ajax');
    await user.type(screen.getByLabelText('Years 1'), '99999999999999999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Years must be 60 or less')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/editPlayerProfile')).toHaveLength(0);
  });

  it("toasts 'Failed to save player profile.' on a server error", async () => {
    routeFetch({
      'GET /getPlayerProfile/u1': () =>
        jsonResponse({ success: true, data: { userId: 'u1', positions: [], teams: [] } }),
      'PUT /editPlayerProfile': () => jsonResponse({ success: false, message: 'Bad' }, 400),
    });
    renderRoutes([{ path: '/', element: <PlayerSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save player profile.')).toBeInTheDocument();
  });

  it("saves history and recruiting interests: 'Coach profile saved!' / failure", async () => {
    let saved: unknown = null;
    let fail = false;
    routeFetch({
      'GET /getCoachProfile/u1': () =>
        jsonResponse({
          success: true,
          data: { userId: 'u1', coachingHistory: [], recruitingInterests: [] },
        }),
      'PUT /editCoachProfile': async (request) => {
        saved = await request.json();
        return fail
          ? jsonResponse({ success: false }, 500)
          : jsonResponse({ success: true, data: {} });
      },
    });
    renderRoutes([{ path: '/', element: <CoachSection userId="u1" editable /> }], '/');
    const user = userEvent.setup();
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.type(screen.getByLabelText('Team name 1'), 'Lakers');
    await user.type(screen.getByLabelText('Years 1'), '2019-2023');
    await user.click(
      within(screen.getByRole('group', { name: 'Recruiting positions' })).getByRole('button', {
        name: 'CM',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Age groups' })).getByRole('button', {
        name: 'U21',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coach profile saved!')).toBeInTheDocument();
    expect(saved).toEqual({
      coachingHistory: [{ teamName: 'Lakers', years: '2019-2023' }],
      recruitingInterests: [{ positions: ['CM'], ageGroups: ['U21'] }],
    });

    fail = true;
    await clickEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save coach profile.')).toBeInTheDocument();
  });
});
