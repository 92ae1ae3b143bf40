import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { EditProfileForm } from './EditProfileForm';

const ME = { _id: 'u1', userName: 'ana', fullName: 'Ana Lopez', image: null, isActive: true };

function renderForm(initial?: { bio?: string; gender?: 'male' | 'female' }) {
  localStorage.setItem('token', 'a.b.c');
  localStorage.setItem('user', JSON.stringify(ME));
  return renderRoutes(
    [
      { path: '/user/editProfile', element: <EditProfileForm initial={initial} /> },
      { path: '/user', element: <h1>Own profile</h1> },
    ],
    '/user/editProfile',
  );
}

/**
 * jsdom's FormData is not the one Node's Request understands; for the multipart test the page
 * gets Node's (taken from a parsed Request) and Node's File.
 */
async function useNodeMultipart() {
  const body =
    '--X\r\nContent-Disposition: form-data; name="f"; filename="me.png"\r\n' +
    'Content-Type: image/png\r\n\r\npng\r\n--X--\r\n';
  const parsed = await new Request('http://test.local/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'multipart/form-data; boundary=X' },
  }).formData();
  const original = window.FormData;
  window.FormData = parsed.constructor as typeof FormData;
  return { file: parsed.get('f') as File, restore: () => (window.FormData = original) };
}

const fileInput = () => screen.getByLabelText('Upload profile picture') as HTMLInputElement;

describe('Edit Profile form', () => {
  it("without gender or bio toasts 'Please update the details' and sends nothing", async () => {
    const fetchMock = routeFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bio'), 'Striker');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please update the details')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/editProfile')).toHaveLength(0);
  });

  it('needs a bio too', async () => {
    routeFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please update the details')).toBeInTheDocument();
  });

  it('refuses a picture that is not JPEG, PNG or GIF, or larger than 5MB', async () => {
    routeFetch({});
    renderForm();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText('Please select a valid image file (JPEG, PNG, or GIF)'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5242881)], 'big.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();
  });

  it("sends the multipart form, toasts 'Updated', updates the stored user and goes to /user", async () => {
    let form: FormData | null = null;
    routeFetch({
      'PUT /editProfile': async (request) => {
        form = await request.formData();
        return jsonResponse({
          success: true,
          message: 'Profile updated successfully',
          data: { ...ME, image: '/media/avatars/new.png' },
        });
      },
    });
    const multipart = await useNodeMultipart();
    const { router } = renderForm();
    const user = userEvent.setup();
    fireEvent.change(fileInput(), {
      target: { files: [multipart.file] },
    });
    await user.type(screen.getByLabelText('Bio'), 'Left back');
    await user.click(screen.getByLabelText('Male'));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2001-04-05' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeInTheDocument();
    expect(screen.getByText('Updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    const sent = form as unknown as FormData;
    expect(sent.get('gender')).toBe('male');
    expect(sent.get('bio')).toBe('Left back');
    expect(sent.get('dateOfBirth')).toBe('2001-04-05');
    expect((sent.get('dp') as File).name).toBe('me.png');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').image).toBe('/media/avatars/new.png');
    multipart.restore();
  });

  it("a save that works after 'Please update the details' leaves 'Updated' alone on screen", async () => {
    routeFetch({
      'PUT /editProfile': () =>
        jsonResponse({ success: true, message: 'Profile updated successfully', data: ME }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please update the details')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bio'), 'Left back');
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(screen.queryByText('Please update the details')).not.toBeInTheDocument();
  });

  it("toasts 'Update Fail !' when the server refuses and stays", async () => {
    routeFetch({
      'PUT /editProfile': () => jsonResponse({ success: false, message: 'Bad' }, 400),
    });
    const { router } = renderForm({ bio: 'Coach', gender: 'female' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Update Fail !')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/editProfile');
  });
});
