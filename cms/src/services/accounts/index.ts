import type { ProfileUpdateInput, SignupInput } from '@common/contract';
import type { AppDeps } from '../../deps';
import type { AccountLimits } from '../rate-limits';
import { accountContext, type UserRow } from './common';
import { login } from './login';
import { confirmEmailChange, updateProfile } from './profile';
import { checkResetCode, resetPassword, sendResetCode } from './reset';
import { register, sendSignupCode } from './signup';

export { normalizeEmail, toProfile, toSessionUser } from './common';

/**
 * Signup, sign-in, password reset and profile, one module per flow; `address` is always the signed client
 * address, which the rate limits count.
 */
export function accountService(deps: AppDeps, limits: AccountLimits) {
  const ctx = accountContext(deps, limits);
  return {
    sendSignupCode: (input: SignupInput, address: string) => sendSignupCode(ctx, input, address),
    register: (input: SignupInput & { verification_code: string }, address: string) =>
      register(ctx, input, address),
    login: (email: string, password: string, address: string) => login(ctx, email, password, address),
    sendResetCode: (email: string, address: string) => sendResetCode(ctx, email, address),
    checkResetCode: (email: string, code: string, address: string) =>
      checkResetCode(ctx, email, code, address),
    resetPassword: (email: string, code: string, newPassword: string, address: string) =>
      resetPassword(ctx, { email, code, newPassword }, address),
    updateProfile: (user: UserRow, input: ProfileUpdateInput, address: string) =>
      updateProfile(ctx, user, input, address),
    confirmEmailChange: (user: UserRow, code: string, address: string) =>
      confirmEmailChange(ctx, user, code, address),
  };
}

export type AccountService = ReturnType<typeof accountService>;
