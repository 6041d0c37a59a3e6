// Says why the last sign-in did not succeed, and offers single sign-on where it is set up; the form itself
// needs no script.
"use strict";
const reasons = {
  wrong: "Wrong e-mail address, user name or password.",
  throttled: "Too many failed sign-ins from this address or for this account; try again in 15 minutes.",
  several: "This address is a user of several organizations: sign in as organization/address, "
    + "for example org-harbor/kim@example.com.",
  expired: "Your session ended; sign in again.",
  "code-needed": "Your account has a second factor: enter the code your authenticator app shows now.",
  code: "That is not the code your authenticator shows now (each code signs in once): enter the current one.",
  "sso-unknown": "Single sign-on worked, but your e-mail address is not that of an active user here; ask your administrator.",
  "sso-ambiguous": "Your e-mail address is that of users of several organizations, so single sign-on cannot tell which to open; ask your administrator.",
  "sso-unverified": "The sign-on provider did not confirm your e-mail address.",
  "sso-unavailable": "The sign-on provider could not be reached; try again later.",
  "sso-failed": "Single sign-on did not complete; try again.",
};
const reason = reasons[new URLSearchParams(location.search).get("error")];
if (reason) {
  const problem = document.getElementById("problem");
  problem.textContent = reason;
  problem.hidden = false;
}
fetch("/admin/sso/config", { credentials: "same-origin" })
  .then((answer) => (answer.ok ? answer.json() : { enabled: false }))
  .then((config) => {
    if (config.enabled) {
      const sso = document.getElementById("sso");
      sso.querySelector("a").textContent = config.label;
      sso.hidden = false;
    }
  })
  .catch(() => {});
