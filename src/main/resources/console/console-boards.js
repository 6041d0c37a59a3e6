// The console's boards, on the shell's helpers (console.js).
"use strict";

// What a key may call: its scope, as the API names it, and what the console says of it.
const KEY_SCOPES = [
  ["full", "full: read and change"],
  ["read", "read: reads only"],
  ["public", "public: the portal only"],
];

// A board: its API switch and its keys.
async function board(id) {
  const found = await api("GET", `/api/admin/boards/${enc(id)}`);
  const keys = h("div", { id: "keys" });
  const shown = h("div", { id: "new-key", "aria-live": "polite" });
  const name = h("input", { id: "key-name", maxlength: 100, required: true });
  const scope = h("select", { id: "key-scope" }, KEY_SCOPES.map(([value, text]) => h("option", { value, text })));
  const toggle = h("input", { type: "checkbox", id: "api-switch", checked: found.apiEnabled });
  toggle.addEventListener("change", async () => {
    try {
      const done = await api("PUT", `/api/admin/boards/${enc(id)}/api`, { enabled: toggle.checked });
      say(`The board's API is ${done.apiEnabled ? "on" : "off"}.`, "good");
    } catch (e) { toggle.checked = !toggle.checked; say(e.message, "problem"); }
  });
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
    } catch (e) { say(e.message, "problem"); }
  } },
  h("label", { for: "key-name", text: "Name of a new key" }),
  h("div", { class: "row" }, name,
    h("label", { for: "key-scope", text: "Scope" }), scope,
    h("button", { type: "submit", class: "primary" }, "Create key")));
  // The API switch and keys are an Admin's; every user sees the board's tabs.
  const apiSection = mayManage() ? [h("h2", { text: "API" }),
    h("div", { class: "row" }, toggle, h("label", { for: "api-switch", text: "The board answers its API keys" })),
    h("h2", { text: "API keys" }), create, shown, keys] : [];
  show(`Board: ${found.name}`,
    h("p", {}, "Organization: ", h("a", { href: `#org/${enc(found.companyId)}`, text: found.companyId })),
    ...apiSection);
  if (mayManage()) await listKeys(id, keys);
  view.append(await tabsSection(found));
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
        say(`Key “${k.name}” revoked.`, "good");
        // A key shown once and now revoked is shown no longer: it opens nothing.
        document.querySelectorAll(`#new-key [data-key="${CSS.escape(k.id)}"], .new-key [data-key="${CSS.escape(k.id)}"]`)
          .forEach((banner) => banner.remove());
        await listKeys(boardId, target);
      } catch (e) { say(e.message, "problem"); }
    } }, "Revoke"))))));
}

// The organization's boards.
pages.boards = async () => {
  const org = orgOrAsk("Boards");
  if (!org) return;
  const boards = (await api("GET", "/api/admin/boards?limit=1000")).data.filter((b) => b.companyId === org);
  show("Boards", boards.length
    ? table(["Board", "API"], boards.map((b) => h("tr", { "data-board": b._id },
      h("td", {}, h("a", { href: `#board/${enc(b._id)}`, text: b.name })),
      h("td", {}, h("span", { class: `badge ${b.apiEnabled ? "on" : "off"}`, text: b.apiEnabled ? "API on" : "API off" })))))
    : h("p", { text: "No boards." }));
};

pages.board = (id) => board(id);
