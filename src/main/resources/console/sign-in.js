// Says why the last sign-in did not succeed; the form itself needs no script.
"use strict";
const reasons = {
  wrong: "Wrong e-mail address, user name or password.",
  throttled: "Too many failed sign-ins from this address or for this account; try again in 15 minutes.",
  several: "This address is a user of several organizations: sign in as organization/address, "
    + "for example org-harbor/kim@example.com.",
  expired: "Your session ended; sign in again.",
  "code-needed": "Your account has a second factor: enter the code your authenticator app shows now.",
  code: "That is not the code your authenticator shows now (each code signs in once): enter the current one.",
};
const reason = reasons[new URLSearchParams(location.search).get("error")];
if (reason) {
  const problem = document.getElementById("problem");
  problem.textContent = reason;
  problem.hidden = false;
}
