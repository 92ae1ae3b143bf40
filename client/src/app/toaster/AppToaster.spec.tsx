import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from './AppToaster';

describe('AppToaster', () => {
  it('shows toasts outside the app root, which an open dialog makes inert', async () => {
    const app = document.body.appendChild(document.createElement('div'));
    app.id = 'root';
    render(<AppToaster />, { container: app });
    act(() => {
      toast.error('Could not post the comment');
    });
    const shown = await screen.findByText('Could not post the comment');
    expect(app).not.toContainElement(shown);
    app.remove();
  });
});
