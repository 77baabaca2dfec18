import type { AuthProvider } from 'react-admin';
import { API_URL, httpClient } from './http';

export interface Staff {
  id: number;
  email: string;
  name: string | null;
  role: 'owner' | 'staff';
  /** May refund and cancel orders (always true for an owner; docs/adr/0054-refund-permission.md). */
  can_refund?: boolean;
}

export interface Credentials {
  email: string;
  password: string;
  code: string;
}

/** The signed-in staff member, asked once per check (the cookie is HttpOnly, so only the API knows). */
async function me(): Promise<Staff> {
  const { json } = await httpClient(`${API_URL}/me`);
  return json as Staff;
}

/**
 * Staff sign in with email, password and an authenticator code; the session is the API's HttpOnly cookie.
 * A 401 from any call means the session ended (idle, expired, disabled): back to the sign-in page.
 * A 403 is a role that may not do this: the user stays signed in and sees the API's message.
 */
export const authProvider: AuthProvider = {
  async login({ email, password, code }: Credentials) {
    await httpClient(`${API_URL}/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password, code }),
    });
  },
  async logout() {
    await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    await me();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw error;
  },
  async getIdentity() {
    const staff = await me();
    return { id: staff.id, fullName: staff.name || staff.email, canRefund: staff.can_refund === true };
  },
  /**
   * No session has no role, not an error: react-admin asks for the role on every page, the setup page
   * (open before anyone signs in) too, and a failure there ends in checkError's 401, a logout and the
   * sign-in page after its retries, about 8 s in, taking the setup form from under the new owner.
   */
  async getPermissions() {
    try {
      return (await me()).role;
    } catch (error) {
      if ((error as { status?: number })?.status === 401) return undefined;
      throw error;
    }
  },
};
