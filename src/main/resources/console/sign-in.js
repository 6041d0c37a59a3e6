// Says why the last sign-in did not succeed; the form itself needs no script.
"use strict";
const reasons = {
  wrong: "Wrong user or password.",
  throttled: "Too many failed sign-ins from this address; try again in 15 minutes.",
  expired: "Your session ended; sign in again.",
};
const reason = reasons[new URLSearchParams(location.search).get("error")];
if (reason) {
  const problem = document.getElementById("problem");
  problem.textContent = reason;
  problem.hidden = false;
}
