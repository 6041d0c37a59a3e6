// The console's contacts and form submissions, on the shell's helpers (console.js).
"use strict";

pages.contacts = async () => {
  if (!orgOrAsk("Contacts")) return;
  show("Contacts", h("p", { text: "Contacts of this organization." }));
};

pages.submissions = async () => {
  if (!orgOrAsk("Submissions")) return;
  show("Submissions", h("p", { text: "Form submissions of this organization." }));
};
