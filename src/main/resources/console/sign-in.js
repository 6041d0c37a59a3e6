// Says why the last sign-in did not succeed, and offers single sign-on where an organization set it up: its own
// provider's button on the organization's sign-in link (?organization=), else a field for the address whose domain
// finds the organization.
"use strict";
const reasons = {
  wrong: "Wrong e-mail address, user name or password.",
  throttled: "Too many failed sign-ins from this address or for this account; try again in 15 minutes.",
  several: "This address is a user of several organizations: sign in as organization/address, "
    + "for example org-harbor/kim@example.com.",
  expired: "Your session ended; sign in again.",
  "code-needed": "Your account has a second factor: enter the code your authenticator app shows now.",
  code: "That is not the code your authenticator shows now (each code signs in once): enter the current one.",
  "sso-unknown": "Single sign-on worked, but your e-mail address is not that of an active user of the organization; ask your administrator.",
  "sso-none": "No organization signs in that address with single sign-on: check the address, use your organization's own sign-in link, or sign in with your password.",
  "sso-busy": "Too many single sign-ons were started from this address in the last hour; try again later, or sign in with your password.",
  "sso-organization": "Several organizations sign in addresses of that domain: use your organization's own sign-in link (your administrator has it).",
  "sso-unverified": "The sign-on provider did not confirm your e-mail address.",
  "sso-unavailable": "The sign-on provider could not be reached; try again later.",
  "sso-failed": "Single sign-on did not complete; try again.",
};
const query = new URLSearchParams(location.search);
const reason = reasons[query.get("error")];
if (reason) {
  const problem = document.getElementById("problem");
  problem.textContent = reason;
  problem.hidden = false;
}
const organization = query.get("organization") || "";
const valid = /^[A-Za-z0-9._:-]{1,64}$/.test(organization);
fetch(`/admin/sso/config${valid ? `?organization=${encodeURIComponent(organization)}` : ""}`, { credentials: "same-origin" })
  .then((answer) => (answer.ok ? answer.json() : { enabled: false }))
  .then((config) => {
    if (!config.enabled) return;
    if (valid) {
      const button = document.getElementById("sso-button");
      button.textContent = config.label;
      button.href = `/admin/sso?organization=${encodeURIComponent(organization)}`;
      document.getElementById("sso-organization-link").hidden = false;
    } else {
      const form = document.getElementById("sso-by-address");
      // A navigation rather than the form's own submission: the page's form-action 'self' would stop the
      // redirect to the provider that the submission is answered with.
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        location.assign(`/admin/sso?email=${encodeURIComponent(document.getElementById("sso-email").value.trim())}`);
      });
      form.hidden = false;
    }
    document.getElementById("sso").hidden = false;
  })
  .catch(() => {});
