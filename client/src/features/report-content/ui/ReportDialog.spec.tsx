import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { ReportDialog } from './ReportDialog';

const TARGET = { targetType: 'post' as const, targetId: '7f1c2b1e-0000-4000-8000-000000000009' };

describe('ReportDialog', () => {
  it('sends the category and the comment, thanks the user and closes', async () => {
    const fetchMock = mockFetch(
      jsonResponse(
        { success: true, message: 'Thanks, we received your report.', data: { _id: 'r1' } },
        201,
      ),
    );
    const onClose = jest.fn();
    renderRoutes([{ path: '/', element: <ReportDialog target={TARGET} onClose={onClose} /> }], '/');
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(screen.getByLabelText('Hate speech'));
    await user.type(screen.getByLabelText('Anything else we should know? (optional)'), ' slurs ');
    await user.click(send);

    expect(await screen.findByText('Thanks, we received your report.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/v1\/reports$/);
    expect(await request.json()).toEqual({ ...TARGET, category: 'hate', comment: 'slurs' });
  });

  it("shows the server's refusal and stays open", async () => {
    mockFetch(jsonResponse({ success: false, message: 'You cannot report your own content' }, 400));
    const onClose = jest.fn();
    renderRoutes([{ path: '/', element: <ReportDialog target={TARGET} onClose={onClose} /> }], '/');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Spam or scam'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You cannot report your own content')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
