import { act, render, screen, waitFor } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { toastError, toastFailure } from './FailureToast';

/** What RTK rejects a request with when resetting the api state (the end of a session) aborts it. */
const ABORTED = { name: 'AbortError', message: 'Aborted' };

afterEach(() => {
  act(() => toast.remove());
});

describe('toastError', () => {
  it("says the server's message, else the fallback; never RTK's or a script's own words", async () => {
    render(<Toaster />);
    act(() => {
      toastError({ status: 409, data: { success: false, message: 'Already blocked' } }, 'Nope');
      toastError({ name: 'TypeError', message: 'Cannot read properties of undefined' }, 'Fallback');
    });
    expect(await screen.findByText('Already blocked')).toBeInTheDocument();
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
  });

  it('says nothing for a request the end of the session cut off', async () => {
    const failure = jest.spyOn(toast, 'error');
    render(<Toaster />);
    act(() => toastError(ABORTED, 'Could not update profile'));
    expect(failure).not.toHaveBeenCalled();
    expect(screen.queryByText('Aborted')).not.toBeInTheDocument();
    failure.mockRestore();
  });
});

describe('toastFailure', () => {
  it('takes the loading toast it was to replace away with it when the request was cut off', async () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Posting....');
    });
    expect(await screen.findByText('Posting....')).toBeInTheDocument();
    act(() => toastFailure('Post creation Failed', ABORTED, { id }));
    await waitFor(() => expect(screen.queryByText('Posting....')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.queryByText('Post creation Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Aborted')).not.toBeInTheDocument();
  });
});
