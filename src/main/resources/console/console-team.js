// The console's people and keys of one organization: its users, its boards' API keys and its single sign-on, on the
// shell's helpers (console.js).
"use strict";

pages.users = async () => {
  const org = orgOrAsk("Users");
  if (!org) return;
  const users = usersSection(org);
  show("Users", users);
  await users.reload();
};

// Every board's keys in one place: per board, its keys (revoke) and a new key (name and scope, shown once).
pages["api-keys"] = async () => {
  const org = orgOrAsk("API keys");
  if (!org) return;
  const boards = (await api("GET", "/api/admin/boards?limit=1000")).data.filter((b) => b.companyId === org);
  const sections = boards.map((b) => boardKeys(b));
  show("API keys",
    h("p", { text: "A key belongs to one board and reaches its organization's core API as far as its scope allows. "
      + "A new key is shown once: copy it then." }),
    ...(sections.length ? sections : [h("p", { text: "No boards: a key belongs to a board." })]));
  await Promise.all(sections.map((section) => section.reload()));
};

function boardKeys(board) {
  const id = `keys-${board._id}`;
  const keys = h("div", { id: `${id}-list` });
  const shown = h("div", { class: "new-key", "aria-live": "polite" });
  const name = h("input", { id: `${id}-name`, maxlength: 100, required: true, autocomplete: "off" });
  const scope = h("select", { id: `${id}-scope` }, KEY_SCOPES.map(([value, text]) => h("option", { value, text })));
  const fields = [field("name", "Name of a new key", name), field("scope", "Scope", scope)];
  const form = h("form", { class: "create-key", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    showFieldErrors(fields);
    try {
      const key = await api("POST", `/api/admin/boards/${enc(board._id)}/api-keys`, { name: name.value, scope: scope.value });
      name.value = "";
      const copyButton = h("button", { type: "button", onclick: () => copy(key.key, copyButton) }, "Copy");
      shown.replaceChildren(h("div", { class: "secret", "data-key": key.id },
        h("span", { text: `Key “${key.name}” (${key.scope}), shown only now:` }), h("code", { text: key.key }), copyButton));
      say(`Key “${key.name}” is made; copy it now.`, "good", form);
      await listKeys(board._id, keys);
    } catch (e) {
      const unnamed = showFieldErrors(fields, e.errors);
      say(unnamed.length || !e.errors.length ? e.message : "No key was made: see the field marked.", "problem", form);
    }
  } }, h("div", { class: "fields compact" }, fields.map((f) => f.element)),
  h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Create key")));
  const section = h("section", { "aria-labelledby": `${id}-heading`, "data-board": board._id },
    h("h2", { id: `${id}-heading` }, h("a", { href: `#board/${enc(board._id)}`, text: board.name }), " ",
      h("span", { class: `badge ${board.apiEnabled ? "on" : "off"}`, text: board.apiEnabled ? "API on" : "API off" })),
    keys, form, shown);
  section.reload = () => listKeys(board._id, keys);
  return section;
}

// An organization's own single sign-on: its OpenID provider, the client registered there, the button's text and
// the e-mail domains whose people the sign-in page sends there. The client secret is never shown again.
pages.sso = async () => {
  const org = orgOrAsk("Single sign-on");
  if (!org) return;
  const base = `/api/admin/organizations/${enc(org)}/sso`;
  const place = await api("GET", base);
  const current = place.configured ? place : null;
  const fields = [
    field("issuer", "Issuer", h("input", { id: "sso-issuer", type: "url", maxlength: 2000, required: true,
      autocomplete: "off", spellcheck: "false", value: current?.issuer ?? "" }),
    "The provider's issuer URL, as its own documentation names it (its discovery document is read from "
      + "<issuer>/.well-known/openid-configuration)."),
    field("clientId", "Client id", h("input", { id: "sso-client-id", maxlength: 400, required: true,
      autocomplete: "off", spellcheck: "false", value: current?.clientId ?? "" })),
    field("clientSecret", "Client secret", h("input", { id: "sso-client-secret", type: "password", maxlength: 1000,
      autocomplete: "new-password" }),
    current ? "A secret is kept; leave this empty to keep it." : "Required the first time."),
    field("label", "Button text", h("input", { id: "sso-label", maxlength: 60, autocomplete: "off",
      value: current?.label ?? "" }), "What the sign-in page's button says; “Sign in with single sign-on” when empty."),
    field("emailDomains", "E-mail domains", h("input", { id: "sso-domains", maxlength: 2000, autocomplete: "off",
      spellcheck: "false", value: (current?.emailDomains ?? []).join(", ") }),
    "Separated by commas, e.g. harbor.example. A person who types an address of one of them on the sign-in page is "
      + "sent to this provider, and the provider may sign in only addresses of them. Leave empty to reach the "
      + "provider only through this organization's own sign-in link."),
  ];
  const [issuer, clientId, secret, label, domains] = fields.map((f) => f.input);
  const form = h("form", { id: "sso-settings", class: "card", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    showFieldErrors(fields);
    const body = { issuer: issuer.value.trim(), clientId: clientId.value.trim(), label: label.value.trim(),
      emailDomains: domains.value.split(/[\s,]+/).filter(Boolean) };
    if (secret.value) body.clientSecret = secret.value;
    try {
      await api("PUT", base, body);
      await pages.sso();
      say("Single sign-on is saved. Register the redirect URI below at the provider if you have not yet.", "good");
    } catch (e) {
      const unnamed = showFieldErrors(fields, e.errors, (f, reason, path) =>
        `${path.startsWith("emailDomains[") ? `Domain ${Number(path.slice(13, -1)) + 1}` : f.input.labels[0].textContent} ${reason}.`);
      say(unnamed.length || !e.errors.length ? e.message : "Nothing was saved: see the fields marked.", "problem", form);
    }
  } }, h("div", { class: "fields" }, fields.map((f) => f.element)),
  h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, current ? "Save" : "Set up single sign-on")));
  const atProvider = [
    h("h2", { text: "At the provider" }),
    h("p", {}, "Register a confidential web client with this redirect URI, the authorization code grant and the "
      + "scopes openid email profile: ", h("code", { id: "sso-redirect-uri", text: place.redirectUri })),
    h("p", {}, "This organization's own sign-in page: ",
      h("a", { id: "sso-sign-in-url", href: place.signInUrl, text: place.signInUrl })),
  ];
  const registered = current ? [
    h("p", { class: "status", text: `Saved ${when(current.updatedAt)}.` }),
    h("div", { class: "actions" }, h("button", { type: "button", id: "sso-remove", class: "danger", onclick: async () => {
      if (!(await confirmAction("Remove single sign-on? People of this organization then sign in with their passwords.",
        "Remove"))) return;
      await api("DELETE", base);
      await pages.sso();
      say("Single sign-on is removed: people sign in with their passwords.", "good");
    } }, "Remove single sign-on")),
  ] : [h("p", { text: "Not set up: people of this organization sign in with their passwords." })];
  show("Single sign-on",
    h("p", { text: "People of this organization can sign in to the console through your own OpenID Connect provider "
      + "(Keycloak, Entra ID, Okta, Google, …). The provider's verified e-mail address is matched to a user of this "
      + "organization only; users are still created here first." }),
    form, ...atProvider, ...registered);
};
