// next-auth's types, told what this app keeps in its sessions (module augmentation, as Auth.js
// documents), so the role is typed from sign-in to `auth()` and no caller casts it.
import type { Role } from "@/lib/app-server/auth/users";

declare module "next-auth" {
  /** What `authorize` returns, and the `jwt` callback receives at sign-in. */
  interface User {
    role?: Role;
  }
  /** What `auth()` answers: the `session` callback always sets the role (lib/app-server/auth/auth.ts). */
  interface Session {
    user?: User & { role: Role };
  }
}

declare module "@auth/core/jwt" {
  /** The cookie's token: its row in app_sessions, and the role the `jwt` callback read for it. */
  interface JWT {
    sid?: string;
    role?: Role;
  }
}
