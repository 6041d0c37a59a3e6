// The admin console's shell: the helpers every view uses, the organization the console works in, and the
// router. Each view lives in its own script (console-*.js, loaded after this one, in index.html's order) and
// registers itself in `pages` under the first part of its address (#name/arg/arg): pages.name(arg, arg).
//
// Calls: api(method, path, body) reaches the administrator's API; core(method, path, body) reaches the core
// API (the same operations and validation integrators use) in the organization the console works in. Both
// carry the session's CSRF token; an ended session goes back to the sign-in page; a failed call throws an
// Error with status, code and errors ([{field, reason}]).
"use strict";

let csrfToken = "";
// The signed-in session: who (the operator, or an organization user with a role) and what they may do.
let session = { role: "operator" };
const mayManage = () => session.role === "operator" || session.role === "Admin";
// Staff and Admins change cards, contacts and comments; a Viewer reads.
const mayChange = () => session.role !== "Viewer";
// Every view, by the first part of its address.
const pages = {};
const view = document.getElementById("view");
const statusLine = document.getElementById("status");

function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

// A message, announced to screen readers: beside the element that caused it (its form or its row of actions)
// when one is given, else at the top of the page.
// What a board's API switch means, in one sentence, beside the switch wherever it is shown.
const API_SWITCH_MEANS = "While the API is off, every key made on this board is refused (403 API_DISABLED) on every "
  + "call, contacts included; switching it on again gives the keys back what they had.";

// What the console says once the switch moved.
function apiSwitched(on) {
  return on ? "The board's API is on: its keys are answered."
    : "The board's API is off: every key made on this board is refused (403) until it is on again.";
}

function say(message, kind = "", near = null) {
  const place = near ? near.closest("form, .actions, .row") || near : null;
  let line = statusLine;
  if (place && place.isConnected) {
    line = place.nextElementSibling?.classList.contains("near-status") ? place.nextElementSibling
      : h("p", { class: "status near-status", role: "status", "aria-live": "polite" });
    if (!line.isConnected) place.after(line);
    statusLine.textContent = "";
  }
  line.textContent = message;
  line.className = `status ${kind}${line === statusLine ? "" : " near-status"}`;
}

// A labelled input with its hint and its error slot: every form shows a refused value the same way.
function field(name, label, input, hint) {
  input.id ||= `field-${name}`;
  const error = h("p", { class: "field-error", id: `${input.id}-error`, hidden: true });
  const hintElement = hint ? h("p", { class: "hint", id: `${input.id}-hint`, text: hint }) : null;
  input.setAttribute("aria-describedby", [hintElement?.id, error.id].filter(Boolean).join(" "));
  return { name, input, error, element: h("div", { class: "field" },
    h("label", { for: input.id, text: label }), input, hintElement, error) };
}

// Shows each error of a refused call next to its field (matched by name, or by the first part of a path such
// as fields[2].label); returns the errors that name no field here. Clears the earlier errors first.
function showFieldErrors(fields, errors = [], describe = (f, reason) => `${f.label ?? f.name} ${reason}.`) {
  for (const f of fields) {
    f.error.hidden = true;
    f.error.textContent = "";
    f.input.removeAttribute("aria-invalid");
  }
  const unnamed = [];
  for (const error of errors) {
    const f = fields.find((c) => c.name === error.field)
      || fields.find((c) => error.field?.startsWith(`${c.name}.`) || error.field?.startsWith(`${c.name}[`));
    if (!f) { unnamed.push(error); continue; }
    f.error.textContent = [f.error.textContent, describe(f, error.reason, error.field)].filter(Boolean).join(" ");
    f.error.hidden = false;
    f.input.setAttribute("aria-invalid", "true");
  }
  fields.find((f) => f.input.getAttribute("aria-invalid"))?.input.focus();
  return unnamed;
}

// The organization the console works in: a user's own; the operator's choice, kept for this browser tab.
function currentOrg() {
  return session.organizationId || sessionStorage.getItem("console-org") || "";
}

function chooseOrg(id) {
  if (session.organizationId) return;
  if (id) sessionStorage.setItem("console-org", id);
  else sessionStorage.removeItem("console-org");
  const picker = document.getElementById("org-picker");
  if (picker && picker.value !== id) picker.value = id;
}

// A view of one organization's data: the organization, or (for the operator who chose none yet) a request to
// choose one and null.
function orgOrAsk(title) {
  const org = currentOrg();
  if (!org) {
    show(title, h("p", {}, "Choose an organization first: in the bar above, or from the ",
      h("a", { href: "#overview", text: "overview" }), "."));
  }
  return org || null;
}

function signInAgain() {
  location.assign("/admin/sign-in?error=expired");
}

// One count per navigation. A page's read that answers after the operator has moved to another page is
// dropped (it throws a MovedOn, which nobody shows), so a slow answer never replaces the page asked for later.
let navigation = 0;
class MovedOn extends Error {
  constructor() { super(""); this.name = "MovedOn"; }
}

// While a change is under way, the page's buttons wait for it; with the second click of a double click
// ignored (below, by the document), a double click makes one of anything.
async function api(method, path, body) {
  if (method === "GET") return call(method, path, body);
  const held = [...view.querySelectorAll("button:not(:disabled)")];
  held.forEach((button) => { button.disabled = true; });
  try {
    return await call(method, path, body);
  } finally {
    held.forEach((button) => { if (button.isConnected) button.disabled = false; });
  }
}

// The core API in the organization the console works in (the operator names it; a user's is their own).
async function core(method, path, body) {
  const extra = session.organizationId ? {} : { "X-Organization": currentOrg() };
  if (method === "GET") return call(method, path, body, extra);
  const held = [...view.querySelectorAll("button:not(:disabled)")];
  held.forEach((button) => { button.disabled = true; });
  try {
    return await call(method, path, body, extra);
  } finally {
    held.forEach((button) => { if (button.isConnected) button.disabled = false; });
  }
}

// A read of a page (pageRead) is dropped when the operator has moved on before it answers.
async function call(method, path, body, extra = {}, pageRead = true) {
  const asked = navigation;
  const headers = { "X-CSRF-Token": csrfToken, Accept: "application/json", ...extra };
  const raw = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !raw) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method, headers, credentials: "same-origin",
    body: body === undefined || raw ? body : JSON.stringify(body),
  });
  if (response.status === 401) {
    signInAgain();
    throw new Error("signed out");
  }
  const text = await response.text();
  if (method === "GET" && pageRead && asked !== navigation) throw new MovedOn();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const problem = new Error(json?.message || json?.detail || `HTTP ${response.status}`);
    problem.status = response.status;
    problem.code = json?.error;
    problem.errors = json?.errors || [];
    throw problem;
  }
  return json;
}

const when = (iso) => (iso ? new Date(iso).toLocaleString() : "never");
const enc = encodeURIComponent;

function table(headings, rows, caption) {
  return h("div", { class: "table-wrap" }, h("table", {},
    caption ? h("caption", { class: "status", text: caption }) : null,
    h("thead", {}, h("tr", {}, headings.map((heading) =>
      h("th", { scope: "col", class: heading.num ? "num" : null }, heading.label ?? heading)))),
    h("tbody", {}, rows)));
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = h("textarea", {}, text);
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  button.textContent = "Copied";
  say("Copied to the clipboard.", "good");
}

function confirmAction(message, okLabel) {
  const dialog = document.getElementById("confirm");
  document.getElementById("confirm-text").textContent = message;
  document.getElementById("confirm-ok").textContent = okLabel;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "ok"), { once: true });
    dialog.returnValue = "cancel";
    dialog.showModal();
  });
}

function show(title, ...content) {
  // A section a page leaves out is null: it is left out, never written as text.
  view.replaceChildren(h("h1", { text: title }), ...content.flat().filter((c) => c !== null && c !== undefined));
  document.title = `${title} · Property Portal console`;
  const page = location.hash.slice(1).split("/")[0] || "overview";
  const section = `#${SECTION_OF[page] || page}`;
  for (const link of document.querySelectorAll(".bar nav a")) {
    if (link.getAttribute("href") === section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

// The navigation section a page belongs to: a card is one of the Boards, a contact one of the Contacts, …
const SECTION_OF = { org: "overview", board: "boards", card: "boards", "board-fields": "boards", contact: "contacts",
  location: "locations", form: "forms" };

// Overview: organizations with their counts, a hundred a page, and e-mail verification in the last 24 hours.
async function overview(skip = 0) {
  const limit = 100;
  const data = await api("GET", `/api/admin/overview?limit=${limit}&skip=${skip}`);
  const recent = data.last24h;
  const figure = (value, label, id) => h("div", { class: "figure", id }, h("b", { text: value }), h("span", { text: label }));
  const last = Math.min(skip + limit, data.total);
  show("Overview",
    session.role === "operator"
      ? h("div", { class: "actions" }, h("a", { class: "button", id: "new-org", href: "#org-new" }, "New organization"))
      : null,
    h("h2", { text: "E-mail verification, last 24 hours" }),
    h("div", { class: "figures" },
      figure(recent.started, "started", "fig-started"), figure(recent.confirmed, "confirmed", "fig-confirmed"),
      figure(recent.failed, "wrong codes", "fig-failed"), figure(recent.invalidated, "invalidated", "fig-invalidated"),
      figure(recent.sendFailures, "mails not sent", "fig-send-failures")),
    h("h2", { text: `Organizations (${data.total})` }),
    table(["Organization", { label: "Locations", num: true }, { label: "Published", num: true },
      { label: "Boards", num: true }, { label: "Cards", num: true }, { label: "Contacts", num: true }],
    data.organizations.map((o) => h("tr", {},
      h("td", {}, h("a", { href: `#org/${enc(o.id)}`, text: o.name || o.id }), " ", h("small", { text: o.id })),
      ...[o.locations, o.published, o.boards, o.cards, o.contacts].map((n) => h("td", { class: "num", text: n }))))),
    h("div", { class: "pager" },
      h("button", { type: "button", disabled: skip === 0, onclick: () => overview(Math.max(0, skip - limit)) }, "Previous"),
      h("span", { text: data.total ? `${skip + 1}–${last} of ${data.total}` : "No organizations" }),
      h("button", { type: "button", disabled: last >= data.total, onclick: () => overview(skip + limit) }, "Next")));
}

// An organization: its settings, its boards, and its locations with search, filter, paging and publishing.
async function organization(id) {
  const [org, boards] = await Promise.all([
    api("GET", `/api/admin/organizations/${enc(id)}`),
    api("GET", "/api/admin/boards?limit=1000"),
  ]);
  const state = { q: "", status: "", skip: 0, limit: 25 };
  const locations = h("div", { id: "locations" });
  const search = h("input", { id: "location-search", type: "search", maxlength: 200 });
  const filter = h("select", { id: "location-status" },
    ["", "published", "unpublished", "offline"].map((s) => h("option", { value: s, text: s || "any" })));
  const reload = () => listLocations(id, state, locations);
  search.addEventListener("input", () => { state.q = search.value; state.skip = 0; reload(); });
  filter.addEventListener("change", () => { state.status = filter.value; state.skip = 0; reload(); });
  const orgBoards = boards.data.filter((b) => b.companyId === id);
  const users = mayManage() ? usersSection(id) : null;
  const apps = appsSection(id);
  show(org.name || id,
    h("p", {}, h("a", { class: "button", id: "org-settings-link", href: `#org-settings/${enc(id)}` },
      mayManage() ? "Organization settings" : "The organization's settings"), " ",
    mayManage() ? h("a", { class: "button", id: "org-new-board", href: "#board-new" }, "New board") : null),
    h("h2", { text: "Boards" }),
    orgBoards.length ? h("ul", {}, orgBoards.map((b) => h("li", {},
      h("a", { href: `#board/${enc(b._id)}`, text: b.name }), " ",
      h("span", { class: `badge ${b.apiEnabled ? "on" : "off"}`, text: b.apiEnabled ? "API on" : "API off" }))))
      : h("p", { text: "No boards." }),
    users,
    apps,
    h("h2", { text: "Locations" }),
    h("div", { class: "row" },
      h("div", {}, h("label", { for: "location-search", text: "Search name or address" }), search),
      h("div", {}, h("label", { for: "location-status", text: "Publish status" }), filter)),
    locations);
  await Promise.all([reload(), users?.reload(), apps.reload()]);
}

// An organization's apps: pages on their own origin that a board's tab opens in the console, handing each a
// delegate token naming it. Every user sees them; Admins register and remove them.
function appsSection(orgId) {
  const base = `/api/admin/organizations/${enc(orgId)}/apps`;
  const list = h("div", { id: "apps" });
  const fields = [
    field("title", "Title", h("input", { id: "app-title", maxlength: 200, required: true, autocomplete: "off" })),
    field("url", "Address", h("input", { id: "app-url", type: "url", maxlength: 2048, required: true,
      autocomplete: "off" }), "The app's page, on https (http only for localhost while you build it)."),
  ];
  const [title, url] = fields.map((f) => f.input);
  const form = mayManage() ? h("form", { id: "register-app", class: "card", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    showFieldErrors(fields);
    try {
      const app = await api("POST", base, { title: title.value, url: url.value });
      title.value = "";
      url.value = "";
      say(`App “${app.title}” is registered; its client id is ${app.appClientId}.`, "good", form);
      await section.reload();
    } catch (e) {
      const unnamed = showFieldErrors(fields, e.errors,
        (f, reason) => `${f.name === "url" ? "The address" : "The title"} ${reason}.`);
      say(unnamed.length || !e.errors.length ? e.message : "The app was not registered: see the field marked.",
        "problem", form);
    }
  } },
  h("h3", { text: "Register an app" }),
  h("div", { class: "fields" }, fields.map((f) => f.element)),
  h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Register app"))) : null;
  const section = h("section", { id: "apps-section" }, h("h2", { text: "Apps" }), list, form);
  section.reload = async () => {
    const apps = (await api("GET", base)).data;
    list.replaceChildren(apps.length ? table(["Title", "Address", "Client id", ""], apps.map((app) =>
      h("tr", { "data-app": app.appClientId }, h("td", { text: app.title }), h("td", { text: app.url }),
        h("td", {}, h("code", { text: app.appClientId })),
        h("td", {}, mayManage() ? h("button", { type: "button", class: "danger", "aria-label": `Remove ${app.title}`,
          onclick: async () => {
            if (!(await confirmAction(`Remove the app “${app.title}”? Tokens naming it are refused from now on.`,
              "Remove"))) return;
            try {
              await api("DELETE", `${base}/${enc(app.appClientId)}`);
              say(`App “${app.title}” removed.`, "good", form || list);
              await section.reload();
            } catch (e) { say(e.message, "problem"); }
          } }, "Remove") : null))))
      : h("p", { text: "No apps." }));
  };
  return section;
}

// An organization's users: the list with each one's status, the invitation form, a role change and archiving.
const ROLES = ["Viewer", "Staff", "Admin"];
const USER_FIELDS = { email: "E-mail address", firstName: "First name", lastName: "Last name", role: "Role",
  password: "Password", currentPassword: "Current password", newPassword: "New password", code: "Code" };

// An API's reason for a field, in a property manager's words.
function fieldMessage(field, reason) {
  const label = USER_FIELDS[field] || field;
  if (reason === "is required" || reason === "must not be blank") return `Enter the ${label.toLowerCase()}.`;
  if (reason === "must be an e-mail address") return "Enter an e-mail address such as name@example.com.";
  if (field === "email" && reason.startsWith("is already")) {
    return "Someone in this organization already has this e-mail address (archived users keep theirs). "
      + "Use another address.";
  }
  if ((field === "password" || field === "newPassword") && reason.startsWith("is a commonly used")) {
    return "This password is one of the most common ones and easy to guess. Choose another.";
  }
  return `${label} ${reason}.`;
}

function usersSection(orgId) {
  const base = `/api/admin/organizations/${enc(orgId)}/users`;
  const heading = h("h2", { id: "users-heading", tabindex: "-1", text: "Users" });
  const list = h("div", { id: "users" });
  const field = (name, label, input, hint) => {
    const error = h("p", { class: "field-error", id: `invite-${name}-error`, hidden: true });
    input.setAttribute("aria-describedby", [hint ? `invite-${name}-hint` : null, error.id].filter(Boolean).join(" "));
    return { name, input, error, element: h("div", { class: "field" },
      h("label", { for: input.id, text: label }), input,
      hint ? h("p", { class: "hint", id: `invite-${name}-hint`, text: hint }) : null, error) };
  };
  const fields = [
    field("email", "E-mail address", h("input", { id: "invite-email", type: "email", maxlength: 320, required: true,
      autocomplete: "off", spellcheck: "false" })),
    field("firstName", "First name", h("input", { id: "invite-firstName", maxlength: 100, required: true,
      autocomplete: "off" })),
    field("lastName", "Last name", h("input", { id: "invite-lastName", maxlength: 100, required: true,
      autocomplete: "off" })),
    field("role", "Role", h("select", { id: "invite-role", required: true },
      ROLES.map((r) => h("option", { value: r, text: r, selected: r === "Staff" })))),
    field("password", "Password (optional)", h("input", { id: "invite-password", type: "password", maxlength: 200,
      autocomplete: "new-password" }),
    "Without a password, the user is sent an e-mail invitation with a link to choose one; the link is valid "
      + "for 72 hours. With a password (at least 12 characters), the user is active at once."),
  ];
  const clearErrors = () => fields.forEach((f) => {
    f.error.hidden = true;
    f.error.textContent = "";
    f.input.removeAttribute("aria-invalid");
  });
  const form = h("form", { id: "invite", class: "card", novalidate: true, "aria-labelledby": "invite-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      clearErrors();
      const value = Object.fromEntries(fields.map((f) => [f.name, f.input.value]));
      if (!value.password) delete value.password;
      try {
        const user = await api("POST", base, value);
        fields.forEach((f) => { if (f.name !== "role") f.input.value = ""; });
        say(user.status === "invited"
          ? `${user.firstName} ${user.lastName} is invited: an e-mail with a link valid for 72 hours went to ${user.email}.`
          : `${user.firstName} ${user.lastName} is added and active.`, "good", form);
        await section.reload();
        fields[0].input.focus();
      } catch (e) {
        const named = e.errors.filter((error) => fields.some((f) => f.name === error.field));
        for (const error of named) {
          const f = fields.find((candidate) => candidate.name === error.field);
          f.error.textContent = [f.error.textContent, fieldMessage(error.field, error.reason)].filter(Boolean).join(" ");
          f.error.hidden = false;
          f.input.setAttribute("aria-invalid", "true");
        }
        if (named.length) {
          say(`The user was not added: correct ${named.length === 1 ? "the field marked" : "the fields marked"} above.`,
            "problem", form);
          fields.find((f) => f.input.getAttribute("aria-invalid"))?.input.focus();
        } else {
          say(e.message, "problem", form);
        }
      }
    } },
  h("h3", { id: "invite-heading", text: "Invite a user" }),
  h("div", { class: "fields" }, fields.map((f) => f.element)),
  h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Invite user")));
  const section = h("section", { id: "users-section", "aria-labelledby": "users-heading" }, heading, list, form);
  section.list = list;
  section.reload = async (focusUser) => {
    const users = (await api("GET", base)).data;
    list.replaceChildren(users.length ? table(["Name", "E-mail address", "Role", "Status", ""],
      users.map((u) => userRow(base, u, section))) : h("p", { text: "No users yet." }));
    if (focusUser) list.querySelector(`tr[data-user="${CSS.escape(focusUser)}"] .change-role`)?.focus();
  };
  return section;
}

function userRow(base, user, section) {
  const name = `${user.firstName} ${user.lastName}`;
  const archived = user.status === "archived";
  const badge = h("span", { class: `badge user-${user.status}`, text: user.status });
  if (archived) {
    return h("tr", { "data-user": user._id, class: "archived" }, h("td", { text: name }), h("td", { text: user.email }),
      h("td", { text: user.role }), h("td", {}, badge), h("td", {}));
  }
  const role = h("select", { "aria-label": `Role of ${name}` },
    ROLES.map((r) => h("option", { value: r, text: r, selected: r === user.role })));
  const changeRole = h("button", { type: "button", class: "change-role", "aria-label": `Change role of ${name}`,
    onclick: async () => {
      if (role.value === user.role) { say(`${name} is already ${user.role}.`, "", section.list); return; }
      try {
        const changed = await api("PATCH", `${base}/${enc(user._id)}`, { role: role.value });
        say(`${name} is now ${changed.role}.`, "good", section.list);
        await section.reload(user._id);
      } catch (e) { say(e.message, "problem", section.list); }
    } }, "Change role");
  const archive = h("button", { type: "button", class: "danger", "aria-label": `Archive ${name}`, onclick: async () => {
    if (!(await confirmAction(`Archive ${name} (${user.email})? The user leaves the organization's user list and `
      + "cannot set a password; the record and its address stay.", "Archive"))) return;
    try {
      await api("DELETE", `${base}/${enc(user._id)}`);
      say(`${name} is archived.`, "good", section.list);
      await section.reload();
      document.getElementById("users-heading").focus();
    } catch (e) { say(e.message, "problem", section.list); }
  } }, "Archive");
  return h("tr", { "data-user": user._id }, h("td", { text: name }), h("td", { text: user.email }),
    h("td", {}, role), h("td", {}, badge), h("td", {}, h("div", { class: "row-actions" }, changeRole, archive)));
}

// Import: a dry run first (what would change, or every error by path), then the real import.
function importPage() {
  const text = h("textarea", { id: "import-text", "aria-describedby": "import-help" });
  const file = h("input", { type: "file", id: "import-file", accept: "application/json,.json" });
  const result = h("div", { id: "import-result", "aria-live": "polite" });
  const apply = h("button", { type: "button", id: "import-apply", class: "primary", disabled: true }, "Apply import");
  let triedText = null;
  file.addEventListener("change", async () => {
    if (file.files[0]) { text.value = await file.files[0].text(); text.dispatchEvent(new Event("input")); }
  });
  text.addEventListener("input", () => { apply.disabled = true; triedText = null; });
  const parsed = () => {
    try { return JSON.parse(text.value); } catch (e) { say(`Not JSON: ${e.message}`, "problem", dryRun); return null; }
  };
  const dryRun = h("button", { type: "button", id: "import-dry-run", onclick: async () => {
    const document = parsed();
    if (!document) return;
    try {
      const outcome = await api("POST", "/api/admin/import/dry-run", document);
      result.replaceChildren(...describe(outcome, "would be"));
      triedText = outcome.errors.length ? null : text.value;
      apply.disabled = triedText === null;
      say(outcome.errors.length ? `The dry run found ${outcome.errors.length} error(s), listed below; nothing was changed.`
        : "Dry run passed; nothing was changed yet.", outcome.errors.length ? "problem" : "good", dryRun);
    } catch (e) { say(e.message, "problem", dryRun); }
  } }, "Dry run");
  apply.addEventListener("click", async () => {
    if (triedText !== text.value) return;
    try {
      const counts = await api("POST", "/api/admin/import", parsed());
      result.replaceChildren(...describe({ ...counts, errors: [] }, "were"));
      apply.disabled = true;
      say("Imported.", "good", apply);
    } catch (e) {
      result.replaceChildren(...describe({ errors: e.errors }, "would be"));
      say(e.message, "problem", apply);
    }
  });
  show("Import",
    h("p", { id: "import-help" }, "An import document (see docs/import-format.md): one organization's records, or ",
      "the schools alone. A dry run shows what would be created, updated or refused; nothing changes until you ",
      "apply it."),
    h("label", { for: "import-file", text: "Import document file" }), file,
    h("label", { for: "import-text", text: "Import document" }), text,
    h("div", { class: "actions" }, dryRun, apply), result);
}

function describe(outcome, verb) {
  const parts = [];
  if (outcome.errors?.length) {
    parts.push(h("h2", { class: "problem", text: `Refused: ${outcome.errors.length} error(s)` }),
      table(["Path", "Problem"], outcome.errors.map((e) => h("tr", {}, h("td", {}, h("code", { text: e.field })),
        h("td", { text: e.reason })))));
  }
  if (outcome.created) {
    const kinds = Object.keys(outcome.created);
    if (outcome.organization) parts.push(h("p", { text: `Organization: ${outcome.organization}` }));
    parts.push(h("h2", { text: `What ${verb} created and updated` }),
      table(["Kind", { label: "Created", num: true }, { label: "Updated", num: true }], kinds.map((kind) => h("tr", {},
        h("td", { text: kind }), h("td", { class: "num", text: outcome.created[kind] }),
        h("td", { class: "num", text: outcome.updated[kind] })))));
  }
  return parts;
}

// Audit log: every administrator action, searchable and paged.
async function audit() {
  const state = { q: "", action: "", user: "", from: "", to: "", skip: 0, limit: 50 };
  const search = h("input", { id: "audit-search", type: "search", maxlength: 200 });
  const user = h("input", { id: "audit-user", type: "search", maxlength: 320, placeholder: "e-mail address or id" });
  const from = h("input", { id: "audit-from", type: "date" });
  const to = h("input", { id: "audit-to", type: "date" });
  const action = h("select", { id: "audit-action" }, ["", "sign-in", "sign-in-failed", "sign-out", "sign-out-everywhere",
    "import", "api-key-created", "api-key-revoked", "api-switched", "form-link-made", "publish-changed", "location-created",
    "location-changed", "user-created",
    "user-changed", "user-archived", "user-password-set", "user-password-reset-requested", "second-factor-set",
    "second-factor-removed", "app-registered", "app-removed", "delegate-token-issued", "delegated-change", "console-change", "form-saved",
    "board-fields-changed", "sso-configured", "sso-removed", "organization-created", "organization-changed",
    "board-created", "board-changed", "board-archived"]
    .map((a) => h("option", { value: a, text: a || "any" })));
  const entries = h("div", { id: "audit-entries" });
  const reload = async () => {
    const page = await api("GET", `/api/admin/audit?q=${enc(state.q)}&action=${enc(state.action)}`
      + `&user=${enc(state.user)}&from=${enc(state.from)}&to=${enc(nextDay(state.to))}`
      + `&limit=${state.limit}&skip=${state.skip}`);
    const last = Math.min(state.skip + state.limit, page.total);
    entries.replaceChildren(
      table(["Time", "User", "Client", "Action", "Target", "What changed"], page.data.map((e) => h("tr", {},
        h("td", { text: when(e.at) }), h("td", { text: e.user }), h("td", { text: e.client }),
        h("td", { text: e.action }), h("td", { text: e.target || "" }), h("td", { text: e.detail })))),
      h("div", { class: "pager" },
        h("button", { type: "button", disabled: state.skip === 0, onclick: () => {
          state.skip = Math.max(0, state.skip - state.limit); reload();
        } }, "Previous"),
        h("span", { text: page.total ? `${state.skip + 1}–${last} of ${page.total}` : "No entries" }),
        h("button", { type: "button", disabled: last >= page.total, onclick: () => { state.skip += state.limit; reload(); } },
          "Next")));
  };
  search.addEventListener("input", () => { state.q = search.value; state.skip = 0; reload(); });
  action.addEventListener("change", () => { state.action = action.value; state.skip = 0; reload(); });
  user.addEventListener("change", () => { state.user = user.value.trim(); state.skip = 0; reload(); });
  from.addEventListener("change", () => { state.from = from.value; state.skip = 0; reload(); });
  to.addEventListener("change", () => { state.to = to.value; state.skip = 0; reload(); });
  show("Audit log",
    h("div", { class: "row" },
      h("div", {}, h("label", { for: "audit-search", text: "Search" }), search),
      h("div", {}, h("label", { for: "audit-action", text: "Action" }), action),
      h("div", {}, h("label", { for: "audit-user", text: "User" }), user),
      h("div", {}, h("label", { for: "audit-from", text: "From (date)" }), from),
      h("div", {}, h("label", { for: "audit-to", text: "To (date, included)" }), to)),
    entries);
  await reload();
}

// The day after a date (YYYY-MM-DD), so a "to" date includes its whole day; empty stays empty.
function nextDay(date) {
  if (!date) return "";
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

// The signed-in user's own profile: their name, their password, and signing out of every session.
async function profile() {
  const me = await api("GET", "/api/admin/profile");
  const nameMessage = h("p", { id: "name-message", class: "status", "aria-live": "polite" });
  const first = h("input", { id: "profile-first", value: me.firstName, maxlength: 100, required: true });
  const last = h("input", { id: "profile-last", value: me.lastName, maxlength: 100, required: true });
  const nameForm = h("form", { id: "profile-name", novalidate: true },
    h("label", { for: "profile-first", text: "First name" }), first,
    h("label", { for: "profile-last", text: "Last name" }), last,
    h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Save name")), nameMessage);
  nameForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = nameForm.querySelector("button");
    button.disabled = true;
    try {
      const saved = await api("PATCH", "/api/admin/profile", { firstName: first.value, lastName: last.value });
      nameMessage.textContent = `Saved: ${saved.firstName} ${saved.lastName}.`;
      nameMessage.className = "status good";
    } catch (e) {
      nameMessage.textContent = e.message;
      nameMessage.className = "status problem";
    } finally {
      button.disabled = false;
    }
  });
  const passwordMessage = h("p", { id: "password-message", class: "status", "aria-live": "polite" });
  const current = h("input", { id: "profile-current", type: "password", autocomplete: "current-password", maxlength: 200 });
  const next = h("input", { id: "profile-new", type: "password", autocomplete: "new-password", maxlength: 200,
    "aria-describedby": "profile-new-help" });
  const passwordForm = h("form", { id: "profile-password", novalidate: true },
    h("label", { for: "profile-current", text: "Current password" }), current,
    h("label", { for: "profile-new", text: "New password" }), next,
    h("p", { id: "profile-new-help", class: "help", text: "At least 12 characters, not a commonly used password. "
      + "Your other sessions end when it changes." }),
    h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Change password")),
    passwordMessage);
  passwordForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = passwordForm.querySelector("button");
    button.disabled = true;
    try {
      await api("POST", "/api/admin/profile/password", { currentPassword: current.value, newPassword: next.value });
      current.value = "";
      next.value = "";
      passwordMessage.textContent = "Your password is changed; your other sessions have ended.";
      passwordMessage.className = "status good";
    } catch (e) {
      passwordMessage.textContent = e.errors?.length ? e.errors.map((x) => fieldMessage(x.field, x.reason)).join(" ") : e.message;
      passwordMessage.className = "status problem";
    } finally {
      button.disabled = false;
    }
  });
  show("Your profile",
    h("p", { text: `${me.email} · ${me.role} of ${me.organizationId}` }),
    h("h2", { text: "Name" }), nameForm,
    h("h2", { text: "Password" }), passwordForm,
    h("h2", { text: "Second factor" }), secondFactorSection(me),
    h("h2", { text: "Sessions" }),
    h("p", { text: "Signs you out here and in every other browser where you are signed in." }),
    h("button", { type: "button", id: "sign-out-everywhere", onclick: async () => {
      await fetch("/admin/sign-out-everywhere", { method: "POST", headers: { "X-CSRF-Token": csrfToken },
        credentials: "same-origin" });
      location.assign("/admin/sign-in");
    } }, "Sign out everywhere"));
}

// A change of one's own account takes the current password; a session single sign-on opened in the last five
// minutes may leave it empty (the server decides, and names the field when it is needed).
const SIGNED_ON_HINT = "Signed in with single sign-on in the last five minutes? Leave it empty.";
const ownPassword = (input) => (input.value ? { currentPassword: input.value } : {});

// The optional second factor: set up with an authenticator app (QR code or secret, then a code), or removed.
function secondFactorSection(me) {
  const section = h("div", { id: "second-factor" });
  const message = h("p", { id: "second-factor-message", class: "status", "aria-live": "polite" });
  const tell = (text, kind) => { message.textContent = text; message.className = `status ${kind}`; };
  const busy = async (button, work) => {
    button.disabled = true;
    try { await work(); } catch (e) {
      tell(e.errors?.length ? e.errors.map((x) => fieldMessage(x.field, x.reason)).join(" ") : e.message, "problem");
    } finally { button.disabled = false; }
  };
  const render = (on) => {
    if (on) {
      const password = h("input", { id: "second-factor-password", type: "password", autocomplete: "current-password",
        maxlength: 200 });
      const remove = h("form", { id: "second-factor-remove", novalidate: true },
        h("p", { text: "On: the console asks for your authenticator's code at sign-in." }),
        h("label", { for: "second-factor-password", text: "Current password, to turn it off" }), password,
        h("p", { class: "hint", text: SIGNED_ON_HINT }),
        h("div", { class: "actions" }, h("button", { type: "submit" }, "Turn off the second factor")));
      remove.addEventListener("submit", (event) => {
        event.preventDefault();
        busy(remove.querySelector("button"), async () => {
          await api("POST", "/api/admin/profile/second-factor/remove", ownPassword(password));
          render(false);
          tell("The second factor is off: you sign in with your password alone.", "good");
        });
      });
      section.replaceChildren(remove, message);
      return;
    }
    const password = h("input", { id: "second-factor-setup-password", type: "password", autocomplete: "current-password",
      maxlength: 200 });
    const start = h("button", { type: "submit", id: "second-factor-start", class: "primary" }, "Set up a second factor");
    const setUp = h("form", { id: "second-factor-setup", novalidate: true },
      h("p", { text: "Off: you sign in with your password alone." }),
      h("label", { for: "second-factor-setup-password", text: "Current password, to set one up" }), password,
      h("p", { class: "hint", text: SIGNED_ON_HINT }),
      h("div", { class: "actions" }, start));
    setUp.addEventListener("submit", (event) => {
      event.preventDefault();
      busy(start, () => offerSecondFactor(password));
    });
    const offerSecondFactor = async (passwordInput) => {
      const offer = await api("POST", "/api/admin/profile/second-factor", ownPassword(passwordInput));
      const code = h("input", { id: "second-factor-code", inputmode: "numeric", autocomplete: "one-time-code",
        maxlength: 10 });
      const confirm = h("form", { id: "second-factor-confirm", novalidate: true },
        h("p", { text: "Scan the QR code with an authenticator app, or type the secret into it; then enter the code it shows." }),
        h("img", { src: `/api/admin/profile/second-factor/qr.svg?v=${enc(offer.secret.slice(0, 6))}`, width: 222,
          height: 222, alt: "QR code of the second factor's set-up link" }),
        h("p", {}, "Secret: ", h("code", { id: "second-factor-secret", text: offer.secret })),
        h("label", { for: "second-factor-code", text: "Code from the app" }), code,
        h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Turn on")));
      confirm.addEventListener("submit", (event) => {
        event.preventDefault();
        busy(confirm.querySelector("button"), async () => {
          await api("POST", "/api/admin/profile/second-factor/confirm", { code: code.value.trim() });
          render(true);
          tell("The second factor is on.", "good");
        });
      });
      section.replaceChildren(confirm, message);
      code.focus();
    };
    section.replaceChildren(setUp, message);
  };
  render(me.secondFactor);
  return section;
}

pages.overview = () => overview();
pages.org = (id) => { chooseOrg(id); return organization(id); };
pages.import = () => importPage();
pages.audit = () => audit();
pages.profile = () => profile();

async function route() {
  navigation += 1;
  const [page, ...args] = location.hash.slice(1).split("/").map(decodeURIComponent);
  say("");
  const asked = navigation;
  view.setAttribute("aria-busy", "true");
  try {
    await (pages[page] || pages.overview)(...args);
    document.getElementById("main").focus({ preventScroll: true });
  } catch (e) {
    if (!(e instanceof MovedOn) && e.message !== "signed out") say(e.message, "problem");
  } finally {
    if (asked === navigation) view.removeAttribute("aria-busy");
  }
}

// The operator's organization picker: every organization, by name.
async function fillOrgPicker() {
  const picker = document.getElementById("org-picker");
  if (session.organizationId) return;
  document.getElementById("org-choice").hidden = false;
  const all = await call("GET", "/api/admin/overview?limit=1000", undefined, {}, false);
  picker.replaceChildren(h("option", { value: "", text: "Choose…" }),
    ...all.organizations.map((o) => h("option", { value: o.id, text: o.name ? `${o.name} (${o.id})` : o.id })));
  picker.value = currentOrg();
  picker.addEventListener("change", () => { chooseOrg(picker.value); route(); });
}

async function start() {
  const response = await fetch("/admin/session", { credentials: "same-origin" });
  if (!response.ok) { signInAgain(); return; }
  session = await response.json();
  csrfToken = session.csrfToken;
  document.getElementById("user").textContent = session.user;
  document.getElementById("role").textContent = session.role === "operator" ? "operator" : session.role;
  // What the role may not do is not offered (the API refuses it anyway, naming the role needed).
  for (const link of document.querySelectorAll("[data-needs=manage]")) link.hidden = !mayManage();
  document.getElementById("profile-link").hidden = session.role === "operator";
  document.getElementById("sign-out").addEventListener("click", async () => {
    await fetch("/admin/sign-out", { method: "POST", headers: { "X-CSRF-Token": csrfToken }, credentials: "same-origin" });
    location.assign("/admin/sign-in");
  });
  await fillOrgPicker();
  // Listening from here on: a hash changed while the session and the picker loaded is read by this first
  // route, and drawn once (a listener added before would draw the page twice, the second over the first).
  window.addEventListener("hashchange", route);
  await route();
}

// The second click of a double click is not a second press: a fast server may have answered the first
// before it comes, and it would then submit the emptied form again, or press whatever the page put there.
document.addEventListener("click", (event) => {
  if (event.detail > 1 && event.target instanceof Element && event.target.closest("button")) {
    event.preventDefault();
    event.stopPropagation();
  }
}, true);

// After every view's script has run (they load deferred, in order).
document.addEventListener("DOMContentLoaded", start);
