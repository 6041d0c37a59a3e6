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

// Every board's keys in one place: the board's API switch and its keys, board by board.
pages["api-keys"] = async () => {
  const org = orgOrAsk("API keys");
  if (!org) return;
  const boards = (await api("GET", "/api/admin/boards?limit=1000")).data.filter((b) => b.companyId === org);
  show("API keys", boards.length
    ? h("ul", { id: "key-boards" }, boards.map((b) => h("li", {}, h("a", { href: `#board/${enc(b._id)}`, text: b.name }),
      " ", h("span", { class: `badge ${b.apiEnabled ? "on" : "off"}`, text: b.apiEnabled ? "API on" : "API off" }))))
    : h("p", { text: "No boards: a key belongs to a board." }));
};
