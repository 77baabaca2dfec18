import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@common/contract';
import { ACCOUNT_SAFETY_MSG, MSG } from '@common/messages';

const updateProfile = jest.fn();
const confirmEmailChange = jest.fn();
jest.mock('@/lib/browser-api/accounts', () => ({
  updateProfile: (...args: unknown[]) => updateProfile(...args),
  confirmEmailChange: (...args: unknown[]) => confirmEmailChange(...args),
}));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

import { ProfileEditDialog } from './profile-edit-dialog';

const profile: Profile = {
  id: 7,
  name: 'Asha Gurung',
  email: 'asha@example.com',
  stripe_cus_id: null,
  phone_no: '6465550142',
  dateofbirth: '1990-04-15',
  address: '12 Garden Lane',
};

function open() {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<ProfileEditDialog open profile={profile} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

beforeEach(() => {
  updateProfile.mockReset();
  confirmEmailChange.mockReset();
});

it('asks for the current password only when the email changes', () => {
  open();
  expect(screen.queryByLabelText(ACCOUNT_SAFETY_MSG.currentPasswordLabel)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  expect(screen.getByLabelText(ACCOUNT_SAFETY_MSG.currentPasswordLabel)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_SAFETY_MSG.currentPasswordRequired);
  expect(updateProfile).not.toHaveBeenCalled();
});

it('keeps the old email until the code mailed to the new one is entered', async () => {
  const { onSaved, onClose } = open();
  const sent = ACCOUNT_SAFETY_MSG.emailChangeCodeSent('new@example.com');
  updateProfile.mockResolvedValue({ profile, message: sent });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText(ACCOUNT_SAFETY_MSG.currentPasswordLabel), {
    target: { value: 'my password' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(sent);
  expect(updateProfile).toHaveBeenCalledWith(
    expect.objectContaining({ email: 'new@example.com', current_password: 'my password' }),
  );
  expect(onSaved).toHaveBeenLastCalledWith(profile);
  expect(onClose).not.toHaveBeenCalled();

  const changed = { ...profile, email: 'new@example.com' };
  confirmEmailChange.mockResolvedValue(changed);
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: ACCOUNT_SAFETY_MSG.confirmEmailChange }));
  await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith(changed));
  expect(confirmEmailChange).toHaveBeenCalledWith('1234');
  expect(onClose).toHaveBeenCalled();
});

it('saves other fields with the spec message and no password when the email stays', async () => {
  const { onClose } = open();
  updateProfile.mockResolvedValue({ profile, message: MSG.profile.updated });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(updateProfile.mock.calls[0][0]).not.toHaveProperty('current_password');
});
