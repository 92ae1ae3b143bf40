import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { settingsAnswer } from '../../../../test/settings';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { LanguagesView } from './LanguagesView';

function serve(languages: string[]) {
  return routeFetch({
    'GET /settings': () => settingsAnswer({ languages }),
    'PUT /settings/languages': async (req) =>
      jsonResponse({
        success: true,
        message: 'Language preferences updated successfully',
        data: (await req.clone().json()) as object,
      }),
  });
}

function renderView() {
  logInAs();
  renderRoutes([{ path: '/settings', element: <LanguagesView /> }], '/settings');
}

describe('LanguagesView', () => {
  it('suggests built-in names, closes on Escape, and saves only a changed list', async () => {
    const fetchMock = serve(['English']);
    renderView();
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    const input = screen.getByLabelText('Add a language');
    await userEvent.type(input, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'ISH');
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Polish' }));
    expect(screen.getByText('2/5')).toBeInTheDocument();
    await userEvent.click(save);
    expect(
      await screen.findByText('Language preferences updated successfully'),
    ).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, '/settings/languages');
    expect(await sent.json()).toEqual({ languages: ['English', 'Polish'] });
  });

  it('disables the input at 5 and tells custom and duplicate names apart', async () => {
    serve(['English', 'Spanish', 'French', 'German']);
    renderView();
    const input = await screen.findByLabelText('Add a language');
    await userEvent.type(input, 'spanish{Enter}');
    expect(await screen.findByText('Language already added')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'Catalan{Enter}');
    expect(await screen.findByText('Language not recognized—adding as custom')).toBeInTheDocument();
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a language')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Catalan' }));
    expect(screen.getByLabelText('Add a language')).toBeEnabled();
  });

  it('Enter takes the highlighted suggestion (the first, or one the arrows reach); after Escape, the typed text', async () => {
    serve([]);
    renderView();
    const input = await screen.findByLabelText('Add a language');
    await userEvent.type(input, 'ger{Enter}');
    expect(screen.getByRole('list', { name: 'Your languages' })).toHaveTextContent('German');
    await userEvent.type(input, 'an{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    const picked = second.textContent;
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Your languages' })).toHaveTextContent(picked ?? '');
    await userEvent.type(input, 'Span{Escape}{Enter}');
    expect(await screen.findByText('Language not recognized—adding as custom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Span' })).toBeInTheDocument();
  });
});
