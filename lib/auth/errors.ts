import "server-only";
import { CredentialsSignin } from "next-auth";

/** Sign-in refusals whose `code` the login form turns into a message in the reader's language. */
export class InvalidCredentials extends CredentialsSignin {
  code = "invalidCredentials";
}
export class EmailNotVerified extends CredentialsSignin {
  code = "emailNotVerified";
}
export class TooManyAttempts extends CredentialsSignin {
  code = "tooManyAttempts";
  constructor(public readonly retryAfterMinutes: number) {
    super();
    this.code = `tooManyAttempts:${retryAfterMinutes}`;
  }
}
export class RecaptchaFailed extends CredentialsSignin {
  code = "recaptchaFailed";
}
export class LinkInvalid extends CredentialsSignin {
  code = "linkInvalid";
  constructor(reason: "invalid" | "expired" | "used") {
    super();
    this.code = `link:${reason}`;
  }
}
/** A verification link opened away from the sign-up browser: the landing asks for the sign-up password. */
export class SignUpPasswordNeeded extends CredentialsSignin {
  code = "signUpPassword";
  constructor(reason: "passwordNeeded" | "wrongPassword" | "passwordTries") {
    super();
    this.code = `signUpPassword:${reason}`;
  }
}
/** A team sign-in or claim link refused (lib/teams/join.ts, lib/teams/claim.ts): `team:<reason>`. */
export class TeamLinkRefused extends CredentialsSignin {
  code = "team";
  constructor(reason: string) {
    super();
    this.code = `team:${reason}`;
  }
}
