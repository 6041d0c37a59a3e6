// The console's locations, on the shell's helpers (console.js).
"use strict";

// An organization's locations: search, filter by publish status, pages, and publishing the selected.
async function listLocations(orgId, state, target) {
  const query = `q=${enc(state.q)}&status=${enc(state.status)}&limit=${state.limit}&skip=${state.skip}`;
  const page = await api("GET", `/api/admin/organizations/${enc(orgId)}/locations?${query}`);
  const selected = new Set();
  const boxes = [];
  const all = h("input", { type: "checkbox", id: "select-all", "aria-label": "Select every location on this page" });
  all.addEventListener("change", () => boxes.forEach((box) => {
    box.checked = all.checked;
    box.dispatchEvent(new Event("change"));
  }));
  const rows = page.data.map((l) => {
    const box = h("input", { type: "checkbox", value: l.id, "aria-label": `Select ${l.name}` });
    box.addEventListener("change", () => (box.checked ? selected.add(l.id) : selected.delete(l.id)));
    boxes.push(box);
    return h("tr", { "data-id": l.id }, h("td", {}, box), h("td", { text: l.name }), h("td", { text: l.address }),
      h("td", {}, h("span", { class: `badge ${l.publishStatus}`, text: l.publishStatus })),
      h("td", { text: l.active ? "active" : "inactive" }));
  });
  const change = (action, label) => h("button", { type: "button", "data-action": action, onclick: async () => {
    if (selected.size === 0) { say("Select at least one location first.", "problem"); return; }
    try {
      const done = await api("POST", `/api/admin/organizations/${enc(orgId)}/locations/status`,
        { ids: [...selected], action });
      say(`${label}: ${done.changed.length} location(s).`, "good");
      await listLocations(orgId, state, target);
    } catch (e) { say(e.message, "problem"); }
  } }, label);
  const last = Math.min(state.skip + state.limit, page.total);
  target.replaceChildren(
    h("div", { class: "actions", role: "group", "aria-label": "Change the selected locations" },
      change("publish", "Publish"), change("unpublish", "Unpublish"), change("take-offline", "Take offline"),
      change("activate", "Activate"), change("deactivate", "Deactivate")),
    table([{ label: all }, "Name", "Address", "Publish status", "Active"], rows),
    h("div", { class: "pager" },
      h("button", { type: "button", disabled: state.skip === 0, onclick: () => {
        state.skip = Math.max(0, state.skip - state.limit); listLocations(orgId, state, target);
      } }, "Previous"),
      h("span", { text: page.total ? `${state.skip + 1}–${last} of ${page.total}` : "No locations" }),
      h("button", { type: "button", disabled: last >= page.total, onclick: () => {
        state.skip += state.limit; listLocations(orgId, state, target);
      } }, "Next")));
}

pages.locations = async () => {
  const org = orgOrAsk("Locations");
  if (!org) return;
  const state = { q: "", status: "", skip: 0, limit: 25 };
  const locations = h("div", { id: "locations" });
  const search = h("input", { id: "location-search", type: "search", maxlength: 200 });
  const filter = h("select", { id: "location-status" },
    ["", "published", "unpublished", "offline"].map((s) => h("option", { value: s, text: s || "any" })));
  const reload = () => listLocations(org, state, locations);
  search.addEventListener("input", () => { state.q = search.value; state.skip = 0; reload(); });
  filter.addEventListener("change", () => { state.status = filter.value; state.skip = 0; reload(); });
  show("Locations",
    h("div", { class: "row" },
      h("div", {}, h("label", { for: "location-search", text: "Search name or address" }), search),
      h("div", {}, h("label", { for: "location-status", text: "Publish status" }), filter)),
    locations);
  await reload();
};
