// The console's boards, on the shell's helpers (console.js).
"use strict";

// What a key may call: its scope, as the API names it, and what the console says of it.
const KEY_SCOPES = [
  ["full", "full: read and change"],
  ["read", "read: reads only"],
  ["public", "public: the portal only"],
];

// A board: its cards (searched, filtered, sorted, paged), then its API switch, its keys and its tabs.
async function board(id) {
  const found = await api("GET", `/api/admin/boards/${enc(id)}`);
  // The core API works in the board's organization (the operator's choice follows the board opened).
  chooseOrg(found.companyId);
  const schema = await core("GET", `/api/schema/${enc(id)}`);
  const cards = cardsSection(id, schema);
  const keys = h("div", { id: "keys" });
  const shown = h("div", { id: "new-key", "aria-live": "polite" });
  const name = h("input", { id: "key-name", maxlength: 100, required: true });
  const scope = h("select", { id: "key-scope" }, KEY_SCOPES.map(([value, text]) => h("option", { value, text })));
  const toggle = h("input", { type: "checkbox", id: "api-switch", checked: found.apiEnabled, disabled: !!found.archived });
  const keyHint = h("p", { class: "hint", id: "key-hint" });
  const drawKeyHint = (on) => {
    keyHint.textContent = on ? "" : "Switch the API on above to make the board's keys.";
    keyHint.hidden = on;
  };
  drawKeyHint(found.apiEnabled);
  toggle.addEventListener("change", async () => {
    try {
      const done = await api("PUT", `/api/admin/boards/${enc(id)}/api`, { enabled: toggle.checked });
      drawKeyHint(done.apiEnabled);
      say(apiSwitched(done.apiEnabled), "good", toggle);
    } catch (e) { toggle.checked = !toggle.checked; say(e.message, "problem", toggle); }
  });
  const archive = h("button", { type: "button", class: "danger", id: "archive-board", onclick: async () => {
    if (!await confirmAction(`Archive the board “${found.name}”? Its API goes off for good and its keys stop; `
      + "its cards stay readable here.", "Archive")) return;
    try {
      await api("DELETE", `/api/admin/boards/${enc(id)}`);
      sessionStorage.setItem("console-saved", `Board “${found.name}” is archived.`);
      await route();
    } catch (e) { say(e.message, "problem", archive); }
  } }, "Archive board");
  const create = h("form", { id: "create-key", onsubmit: async (event) => {
    event.preventDefault();
    try {
      const key = await api("POST", `/api/admin/boards/${enc(id)}/api-keys`, { name: name.value, scope: scope.value });
      name.value = "";
      const copyButton = h("button", { type: "button", onclick: () => copy(key.key, copyButton) }, "Copy");
      shown.replaceChildren(h("div", { class: "secret", "data-key": key.id },
        h("span", { text: `Key “${key.name}” (${key.scope}), shown only now:` }), h("code", { id: "key-value", text: key.key }),
        copyButton));
      await listKeys(id, keys);
    } catch (e) { say(e.message, "problem", create); }
  } },
  h("label", { for: "key-name", text: "Name of a new key" }),
  h("div", { class: "row" }, name,
    h("label", { for: "key-scope", text: "Scope" }), scope,
    h("button", { type: "submit", class: "primary" }, "Create key")));
  // The API switch and keys are an Admin's; every user sees the board's tabs.
  const apiSection = mayManage() && !found.archived ? [h("h2", { text: "API" }),
    h("div", { class: "row" }, toggle, h("label", { for: "api-switch", text: "The board answers its API keys" })),
    h("p", { class: "hint", id: "api-switch-hint", text: API_SWITCH_MEANS }),
    h("h2", { text: "API keys" }), keyHint, create, shown, keys,
    h("h2", { text: "Archive" }),
    h("div", { class: "actions" }, archive)] : [];
  show(`Board: ${found.name}`,
    h("p", {}, "Organization: ", h("a", { href: `#org/${enc(found.companyId)}`, text: found.companyId }), " · ",
      h("a", { href: `#board-fields/${enc(id)}`, id: "board-fields-link", text: "Fields" })),
    found.archived ? h("p", { class: "status", id: "board-archived",
      text: "This board is archived: its API is off for good, and its cards stay readable here." }) : null,
    cards,
    ...apiSection);
  const message = sessionStorage.getItem("console-saved");
  if (message) {
    sessionStorage.removeItem("console-saved");
    say(message, "good");
  }
  await cards.reload();
  if (mayManage()) await listKeys(id, keys);
  view.append(await tabsSection(found));
}

// How many cards a page of the list shows.
const CARDS_PER_PAGE = 25;
// How many of the board's fields the list shows as columns (the card's page shows them all).
const FIELD_COLUMNS = 4;

// A board's cards: search by name, filter by one field's value, sort by a column (its header's button), a
// page at a time. The core API sorts and filters (listCards: keyTerm, fieldKey/fieldValue, sortBy/sortOrder).
function cardsSection(boardId, schema) {
  const state = { keyTerm: "", fieldKey: "", fieldValue: "", sortBy: "", ascending: false, page: 0 };
  const columns = [{ key: "name", label: "Name" },
    ...schema.slice(0, FIELD_COLUMNS).map((f) => ({ key: f.key, label: f.label, field: f })),
    { key: "createdAt", label: "Created" }, { key: "updatedAt", label: "Updated" }];
  const search = h("input", { id: "card-search", type: "search", maxlength: 200, autocomplete: "off" });
  const filterField = h("select", { id: "card-filter-field" }, h("option", { value: "", text: "any field" }),
    schema.map((f) => h("option", { value: f.key, text: f.label })));
  const filterValue = h("input", { id: "card-filter-value", type: "search", maxlength: 200, autocomplete: "off" });
  const controls = h("div", { class: "row", id: "card-controls" },
    h("div", {}, h("label", { for: "card-search", text: "Search card names" }), search),
    h("div", {}, h("label", { for: "card-filter-field", text: "Filter by field" }), filterField),
    h("div", {}, h("label", { for: "card-filter-value", text: "Field value" }), filterValue));
  const list = h("div", { id: "cards" });
  const section = h("section", { id: "cards-section", "aria-labelledby": "cards-heading" },
    h("h2", { id: "cards-heading", text: "Cards" }), controls, list);
  let asked = 0;
  section.reload = async () => {
    const mine = ++asked;
    const query = new URLSearchParams({ page: state.page, pageSize: CARDS_PER_PAGE });
    if (state.keyTerm.trim()) query.set("keyTerm", state.keyTerm.trim());
    if (state.fieldKey && state.fieldValue.trim()) {
      query.set("fieldKey", state.fieldKey);
      query.set("fieldValue", state.fieldValue.trim());
    }
    if (state.sortBy) {
      query.set("sortBy", state.sortBy);
      query.set("sortOrder", state.ascending ? "asc" : "desc");
    }
    let found;
    try {
      found = await core("GET", `/api/board/${enc(boardId)}?${query}`);
    } catch (e) {
      if (mine === asked && !(e instanceof MovedOn)) say(e.message, "problem", controls);
      return;
    }
    if (mine !== asked) return;
    if (controls.nextElementSibling?.classList.contains("near-status")) say("", "", controls);
    const sortedBy = state.sortBy || "createdAt";
    const ascending = state.sortBy ? state.ascending : false;
    const headings = columns.map((column) => {
      const sorted = column.key === sortedBy;
      return h("th", { scope: "col", "aria-sort": sorted ? (ascending ? "ascending" : "descending") : null,
        "data-column": column.key },
      h("button", { type: "button", class: "sort", onclick: () => {
        state.ascending = sorted ? !ascending : true;
        state.sortBy = column.key;
        state.page = 0;
        section.reload();
      } }, column.label, h("span", { "aria-hidden": "true", text: sorted ? (ascending ? " ▲" : " ▼") : "" })));
    });
    const rows = found.cards.map((card) => h("tr", { "data-card": card._id }, columns.map((column) => {
      if (column.key === "name") {
        return h("td", {}, h("a", { href: `#card/${enc(boardId)}/${enc(card._id)}`, text: card.name }));
      }
      if (!column.field) return h("td", { text: when(card[column.key]) });
      return h("td", {}, shownValue(column.field, card.fields?.[column.key]));
    })));
    const first = found.total ? state.page * CARDS_PER_PAGE + 1 : 0;
    const last = Math.min((state.page + 1) * CARDS_PER_PAGE, found.total);
    list.replaceChildren(
      rows.length ? h("div", { class: "table-wrap" }, h("table", { id: "cards-table" },
        h("thead", {}, h("tr", {}, headings)), h("tbody", {}, rows)))
        : h("p", { text: "No cards match." }),
      h("div", { class: "pager" },
        h("button", { type: "button", disabled: state.page === 0, onclick: () => {
          state.page -= 1; section.reload();
        } }, "Previous"),
        h("span", { id: "cards-range", text: found.total ? `${first}–${last} of ${found.total}` : "No cards" }),
        h("button", { type: "button", disabled: last >= found.total, onclick: () => {
          state.page += 1; section.reload();
        } }, "Next")));
  };
  search.addEventListener("input", () => { state.keyTerm = search.value; state.page = 0; section.reload(); });
  filterField.addEventListener("change", () => { state.fieldKey = filterField.value; state.page = 0; section.reload(); });
  filterValue.addEventListener("input", () => { state.fieldValue = filterValue.value; state.page = 0; section.reload(); });
  return section;
}

// A card's value as its field's type shows it: dates as dates, addresses as links, yes/no, lists as lists.
function shownValue(field, value) {
  const empty = () => h("span", { class: "empty", text: "—" });
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) return empty();
  switch (field.type) {
    case "date": {
      const [y, m, d] = String(value).split("-").map(Number);
      const date = new Date(y, m - 1, d);
      return Number.isNaN(date.getTime()) ? String(value) : h("time", { datetime: value,
        text: date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }) });
    }
    case "datetime-local": {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? String(value)
        : h("time", { datetime: value, text: date.toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" }) });
    }
    case "email":
      return h("a", { href: `mailto:${value}`, text: value });
    case "url":
      return h("a", { href: value, target: "_blank", rel: "noopener noreferrer", text: value });
    case "phone": case "tel": {
      const number = typeof value === "object" ? Object.values(value).join(" ") : String(value);
      return h("a", { href: `tel:${number.replace(/[^+\d]/g, "")}`, text: number });
    }
    case "boolean":
      return value === true ? "yes" : value === false ? "no" : String(value);
    case "multiselect": case "checkboxlist": case "persons":
      return h("ul", { class: "values" }, [].concat(value).map((item) => h("li", { text: String(item) })));
    case "money":
      if (typeof value === "object" && typeof value.amount === "number") {
        try {
          return new Intl.NumberFormat(undefined, { style: "currency", currency: value.currency }).format(value.amount);
        } catch { return `${value.amount} ${value.currency ?? ""}`.trim(); }
      }
      return String(value);
    case "percent":
      return `${value} %`;
    case "rich-text":
      return h("div", { class: "rich-text", text: new DOMParser().parseFromString(String(value), "text/html").body.textContent });
    case "textarea":
      return h("span", { class: "multiline", text: String(value) });
    default:
      if (Array.isArray(value)) return value.join(", ");
      if (typeof value === "object") return Object.values(value).filter((v) => v !== "" && v !== null).join(", ");
      return String(value);
  }
}

// A card: every field by its type, its linked contacts, comments, files, the board's tabs and a form link.
// Staff, Admins and the operator comment, upload and make form links; a Viewer reads.
async function cardPage(boardId, cardId) {
  const found = await api("GET", `/api/admin/boards/${enc(boardId)}`);
  chooseOrg(found.companyId);
  const base = `/api/board/${enc(boardId)}/${enc(cardId)}`;
  const [schema, card, contacts] = await Promise.all([
    core("GET", `/api/schema/${enc(boardId)}`),
    core("GET", base).then((answer) => answer.data),
    core("GET", `${base}/contacts`).then((answer) => answer.data),
  ]);
  const values = card.fields || {};
  const known = new Set(schema.map((f) => f.key));
  const extra = Object.keys(values).filter((key) => !known.has(key)).map((key) => ({ key, label: key, type: "text" }));
  const fieldList = h("dl", { id: "card-fields", class: "card-fields" }, [...schema, ...extra].flatMap((f) => [
    h("dt", { text: f.label }), h("dd", { "data-field": f.key }, shownValue(f, values[f.key]))]));
  const comments = commentsSection(base);
  const files = filesSection(base);
  show(`Card: ${card.name}`,
    h("p", {}, "Board: ", h("a", { href: `#board/${enc(boardId)}`, text: found.name }),
      ` · created ${when(card.createdAt)} · updated ${when(card.updatedAt)}`),
    h("h2", { text: "Fields" }), fieldList,
    h("h2", { text: "Linked contacts" }),
    contacts.length ? h("ul", { id: "card-contacts" }, contacts.map((c) => h("li", {},
      h("a", { href: `#contact/${enc(c._id)}`, text: [c.firstname, c.lastname].filter(Boolean).join(" ") || c._id }),
      c.email ? ` · ${c.email}` : "")))
      : h("p", { id: "card-contacts", text: "No linked contacts." }),
    comments, files,
    mayChange() ? await formLinkSection(boardId, base) : null);
  await Promise.all([comments.reload(), files.reload()]);
  view.append(await tabsSection(found));
}

function commentsSection(base) {
  const list = h("div", { id: "comments" });
  const content = h("textarea", { id: "comment-content", class: "comment-input", maxlength: 20000, rows: 3 });
  const input = field("content", "Comment", content);
  const form = mayChange() ? h("form", { id: "comment-form", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    try {
      await core("POST", `${base}/comment`, { content: content.value });
      content.value = "";
      showFieldErrors([input], []);
      await section.reload();
      say("Comment added.", "good", form);
    } catch (e) {
      const unnamed = showFieldErrors([input], e.errors, (f, reason) => `The comment ${reason}.`);
      say(unnamed.length || !e.errors.length ? e.message : "", "problem", form);
    }
  } }, input.element, h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Add comment")))
    : null;
  const section = h("section", { id: "comments-section" }, h("h2", { text: "Comments" }), list,
    form ? h("h3", { text: "Add a comment" }) : null, form);
  section.reload = async () => {
    const found = (await core("GET", `${base}/comments`)).data;
    list.replaceChildren(found.length ? h("ol", { class: "comments" }, found.map((c) => h("li", { "data-comment": c.id },
      h("p", { class: "multiline", text: c.content }),
      h("p", { class: "hint", text: [when(c.createdAt), c.userId].filter(Boolean).join(" · ") }))))
      : h("p", { text: "No comments yet." }));
  };
  return section;
}

function filesSection(base) {
  const list = h("div", { id: "files" });
  const chooser = h("input", { id: "file-input", type: "file" });
  const input = field("file", "File", chooser, "At most 50 MB: PDF, images, text, CSV, Word, Excel, audio or video.");
  const form = mayChange() ? h("form", { id: "upload-form", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    const body = new FormData();
    if (chooser.files[0]) body.append("file", chooser.files[0]);
    try {
      const saved = await core("POST", `${base}/file`, body);
      chooser.value = "";
      showFieldErrors([input], []);
      await section.reload();
      say(`Uploaded ${saved.data.name}.`, "good", form);
    } catch (e) {
      const unnamed = showFieldErrors([input], e.errors, (f, reason) => `The file ${reason}.`);
      say(unnamed.length || !e.errors.length ? e.message : "", "problem", form);
    }
  } }, input.element, h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Upload")))
    : null;
  const section = h("section", { id: "files-section" }, h("h2", { text: "Files" }), list,
    form ? h("h3", { text: "Upload a file" }) : null, form);
  section.reload = async () => {
    const found = (await core("GET", `${base}/files`)).data;
    list.replaceChildren(found.length ? table(["File", "Type", { label: "Size", num: true }, "Added", ""],
      found.map((f) => h("tr", { "data-file": f.fileId }, h("td", { text: f.name }), h("td", { text: f.type }),
        h("td", { class: "num", text: size(f.size) }), h("td", { text: when(f.createdAt) }),
        h("td", {}, h("button", { type: "button", "aria-label": `Download ${f.name}`,
          onclick: (event) => download(f, event.currentTarget) }, "Download")))))
      : h("p", { text: "No files yet." }));
  };
  return section;
}

const size = (bytes) => (bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} KB`
  : `${(bytes / 1048576).toFixed(1)} MB`);

// A file comes through the core API with the session's token (a plain link could not carry it), then is saved
// under its name.
async function download(file, button) {
  try {
    const headers = { "X-CSRF-Token": csrfToken };
    if (!session.organizationId) headers["X-Organization"] = currentOrg();
    const response = await fetch(file.url, { headers, credentials: "same-origin" });
    if (response.status === 401) { signInAgain(); return; }
    if (!response.ok) throw new Error(`The file could not be downloaded (HTTP ${response.status}).`);
    const address = URL.createObjectURL(await response.blob());
    const link = h("a", { href: address, download: file.name, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(address), 60000);
  } catch (e) { say(e.message, "problem", button); }
}

// A form link for this card: one of the board's forms, opening the card for whoever the link is sent to.
async function formLinkSection(boardId, base) {
  const forms = (await api("GET", "/api/admin/forms?limit=1000")).data.filter((f) => f.boardId === boardId);
  const section = h("section", { id: "form-link-section" }, h("h2", { text: "Form link" }));
  if (!forms.length) {
    section.append(h("p", { text: "This board has no forms yet." }));
    return section;
  }
  const chooser = h("select", { id: "form-link-form" }, forms.map((f) => h("option", { value: f._id, text: f.name })));
  const input = field("formId", "Form", chooser);
  const shown = h("div", { id: "form-link", "aria-live": "polite" });
  const form = h("form", { id: "form-link-make", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    try {
      const made = (await core("POST", `${base}/form-link`, { formId: chooser.value })).data;
      showFieldErrors([input], []);
      const copyButton = h("button", { type: "button", onclick: () => copy(made.url, copyButton) }, "Copy");
      shown.replaceChildren(h("div", { class: "secret" },
        h("span", { text: `Valid until ${when(made.expiresAt)}:` }), h("code", { id: "form-link-url", text: made.url }),
        copyButton,
        h("a", { href: made.url, id: "form-link-open", target: "_blank", rel: "noopener noreferrer",
          text: "Open the form" })));
    } catch (e) {
      const unnamed = showFieldErrors([input], e.errors);
      say(unnamed.length || !e.errors.length ? e.message : "", "problem", form);
    }
  } }, input.element, h("div", { class: "actions" }, h("button", { type: "submit", class: "primary" }, "Make form link")));
  section.append(form, shown);
  return section;
}

// A board's tabs: a plain page opens in a new browser tab; an app's page opens here, in a sandboxed frame.
async function tabsSection(board) {
  const [tabs, apps] = await Promise.all([
    api("GET", `/api/admin/boards/${enc(board._id)}/tab-views`),
    api("GET", `/api/admin/organizations/${enc(board.companyId)}/apps`),
  ]);
  const frameHolder = h("div", { id: "app-holder" });
  const rows = tabs.data.map((tab) => {
    const app = apps.data.find((a) => a.appClientId === tab.appClientId);
    const open = app && session.role !== "operator"
      ? h("button", { type: "button", class: "primary", onclick: () => {
        frameHolder.replaceChildren(h("h3", { text: `${tab.name} · ${app.title}` }), appFrame(tab, app));
        say(`Opened ${app.title}.`);
      } }, "Open here")
      : h("a", { href: tab.url, target: "_blank", rel: "noopener noreferrer", text: "Open in a new tab" });
    return h("tr", { "data-tab": tab.uuid }, h("td", { text: tab.name }), h("td", { text: app ? app.title : "—" }),
      h("td", { text: tab.url }), h("td", {}, open));
  });
  return h("section", { id: "tabs-section" }, h("h2", { text: "Tabs" }),
    rows.length ? table(["Name", "App", "Address", ""], rows) : h("p", { text: "No tabs." }),
    session.role === "operator" && tabs.data.some((t) => t.appClientId)
      ? h("p", { class: "hint", text: "Apps open for the organization's users, signed in as themselves." }) : null,
    frameHolder);
}

// An app's page in a sandboxed frame. It is handed a fresh delegate token naming the app by postMessage to the
// app's origin only: when the frame loads, and whenever the page asks for one (docs/integrating.md).
function appFrame(tab, app) {
  const origin = new URL(app.url).origin;
  const frame = h("iframe", { id: "app-frame", class: "app-frame", title: app.title, src: tab.url,
    sandbox: "allow-scripts allow-forms allow-same-origin", referrerpolicy: "no-referrer" });
  const handOver = async () => {
    try {
      const issued = await api("POST", "/api/platform/user-token", { appClientId: app.appClientId });
      frame.contentWindow?.postMessage(
        { type: "property-portal:token", token: issued.token, expiresAt: issued.expiresAt }, origin);
    } catch (e) { say(`${app.title} could not be given a token: ${e.message}`, "problem"); }
  };
  const onMessage = (event) => {
    if (!frame.isConnected) { window.removeEventListener("message", onMessage); return; }
    if (event.source === frame.contentWindow && event.origin === origin
      && event.data?.type === "property-portal:token-request") handOver();
  };
  window.addEventListener("message", onMessage);
  frame.addEventListener("load", handOver);
  return frame;
}

async function listKeys(boardId, target) {
  const list = await api("GET", `/api/admin/boards/${enc(boardId)}/api-keys`);
  target.replaceChildren(table(["Name", "Scope", "Created", "Last used", "State", ""], list.data.map((k) => h("tr", { "data-key": k.id },
    h("td", { text: k.name }), h("td", { class: "key-scope", text: k.scope }), h("td", { text: when(k.createdAt) }), h("td", { text: when(k.lastUsedAt) }),
    h("td", {}, h("span", { class: `badge ${k.revokedAt ? "revoked" : "on"}`,
      text: k.revokedAt ? `revoked ${when(k.revokedAt)}` : "active" })),
    h("td", {}, k.revokedAt ? null : h("button", { type: "button", class: "danger", onclick: async () => {
      if (!(await confirmAction(`Revoke the key “${k.name}”? Every call with it answers 401 from now on.`, "Revoke"))) return;
      try {
        await api("DELETE", `/api/admin/boards/${enc(boardId)}/api-keys/${enc(k.id)}`);
        say(`Key “${k.name}” revoked.`, "good", target);
        // A key shown once and now revoked is shown no longer: it opens nothing.
        document.querySelectorAll(`#new-key [data-key="${CSS.escape(k.id)}"], .new-key [data-key="${CSS.escape(k.id)}"]`)
          .forEach((banner) => banner.remove());
        await listKeys(boardId, target);
      } catch (e) { say(e.message, "problem", target); }
    } }, "Revoke"))))));
}

// The organization's boards.
pages.boards = async () => {
  const org = orgOrAsk("Boards");
  if (!org) return;
  const boards = (await api("GET", "/api/admin/boards?limit=1000")).data.filter((b) => b.companyId === org);
  show("Boards",
    mayManage() ? h("div", { class: "actions" }, h("a", { class: "button", id: "new-board", href: "#board-new" }, "New board"))
      : null,
    boards.length
      ? table(["Board", "API"], boards.map((b) => h("tr", { "data-board": b._id },
        h("td", {}, h("a", { href: `#board/${enc(b._id)}`, text: b.name }),
          b.archived ? h("span", { class: "badge off", text: "archived" }) : null),
        h("td", {}, h("span", { class: `badge ${b.apiEnabled ? "on" : "off"}`, text: b.apiEnabled ? "API on" : "API off" })))))
      : h("p", { text: mayManage() ? "No boards yet: make the first with New board." : "No boards yet." }));
};

pages.board = (id) => board(id);
pages.card = (boardId, cardId) => cardPage(boardId, cardId);
