import * as z from 'zod/mini';
import type { Order, Profile, ProfileUpdateInput, SessionUser, SignupInput } from '@common/contract';
import { sessionUserSchema } from '@common/contract/records';
import {
  messageResponse,
  ordersHistoryResponse,
  profileResponse,
  registerResponse,
  statusResponse,
} from '@common/contract/responses';
import { apiCall } from './client';

/** The proxy keeps the access token in its HttpOnly cookie and answers login with the user only. */
export const proxiedLoginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
});

export async function login(
  email: string,
  password: string,
): Promise<{ user: SessionUser; message: string }> {
  const body = await apiCall('/user/login', proxiedLoginResponse, {
    method: 'POST',
    body: { email, password },
  });
  return { user: body.data.user, message: body.message };
}

export async function logout(): Promise<void> {
  await apiCall('/user/logout', statusResponse, { method: 'POST', body: {} });
}

/** Step 1 of signup: the CMS emails a 4-digit code. */
export function sendSignupCode(input: SignupInput) {
  return apiCall('/user/register/send-verifycode', messageResponse, { method: 'POST', body: input });
}

/** Step 2 of signup: the code finalises the account. */
export async function register(input: SignupInput & { verification_code: string }): Promise<SessionUser> {
  const body = await apiCall('/user/register', registerResponse, { method: 'POST', body: input });
  return body.data.user;
}

/** Emails a password-reset code (the same answer for unknown emails). */
export function sendResetCode(email: string) {
  return apiCall('/user/sendVerificationCode', messageResponse, { method: 'POST', body: { email } });
}

export function checkResetCode(email: string, verification_code: string) {
  return apiCall('/user/checkVerificationCode', statusResponse, {
    method: 'POST',
    body: { email, verification_code },
  });
}

export function changePassword(input: {
  email: string;
  newpassword: string;
  confirmpassword: string;
  verification_code: string;
}) {
  return apiCall('/user/forgotPassword/changepassword', statusResponse, { method: 'POST', body: input });
}

export async function getProfile(id: number): Promise<Profile> {
  const body = await apiCall(`/user/get/${encodeURIComponent(String(id))}`, profileResponse);
  return body.data.user;
}

/**
 * Saves the profile. A new email is only pending (the answer still has the old one) until
 * `confirmEmailChange` is given the code mailed to it; `message` says so.
 */
export async function updateProfile(
  input: ProfileUpdateInput,
): Promise<{ profile: Profile; message: string }> {
  const body = await apiCall('/user/update', profileResponse, { method: 'POST', body: input });
  return { profile: body.data.user, message: body.message ?? '' };
}

export async function confirmEmailChange(verification_code: string): Promise<Profile> {
  const body = await apiCall('/user/update/confirm-email', profileResponse, {
    method: 'POST',
    body: { verification_code },
  });
  return body.data.user;
}

export async function getOrdersHistory(): Promise<Order[]> {
  const body = await apiCall('/order/orders-history', ordersHistoryResponse);
  return body.data.Orders;
}
