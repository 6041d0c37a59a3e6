// Says why the last sign-in did not succeed, and offers single sign-on where it is set up; the form itself
// needs no script.
"use strict";
const reasons = {
  wrong: "Wrong user or password.",
  throttled: "Too many failed sign-ins from this address; try again in 15 minutes.",
  expired: "Your session ended; sign in again.",
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
