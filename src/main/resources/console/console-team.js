// The console's people and keys of one organization: its users and its boards' API keys, on the shell's
// helpers (console.js).
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
