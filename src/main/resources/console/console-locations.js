// The console's locations, on the shell's helpers (console.js).
"use strict";

// The list's columns a property manager can order by, with the name the API gives each.
const LOCATION_SORTS = [["Name", "name"], ["Address", "address"], ["Publish status", "publishStatus"], ["Active", "active"]];

// An organization's locations: search, filter by publish status, order by a column, pages, and publishing the
// selected. Each name opens the location.
async function listLocations(orgId, state, target) {
  state.sort ||= "name";
  const query = `q=${enc(state.q)}&status=${enc(state.status)}&sort=${enc(state.sort)}&limit=${state.limit}`
    + `&skip=${state.skip}`;
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
    return h("tr", { "data-id": l.id }, h("td", {}, box),
      h("td", {}, h("a", { href: `#location/${enc(l.id)}`, text: l.name })), h("td", { text: l.address }),
      h("td", {}, h("span", { class: `badge ${l.publishStatus}`, text: l.publishStatus })),
      h("td", { text: l.active ? "active" : "inactive" }));
  });
  const change = (action, label) => h("button", { type: "button", "data-action": action, onclick: async () => {
    if (selected.size === 0) { say("Select at least one location first.", "problem", target); return; }
    try {
      const done = await api("POST", `/api/admin/organizations/${enc(orgId)}/locations/status`,
        { ids: [...selected], action });
      await listLocations(orgId, state, target);
      say(`${label}: ${done.changed.length} location(s).`, "good", target);
    } catch (e) { say(e.message, "problem", target); }
  } }, label);
  // A header is a button: the first press orders by its column, the next reverses the order.
  const sorters = LOCATION_SORTS.map(([label, key]) => h("button", { type: "button", class: "sort", "data-sort": key,
    onclick: async () => {
      state.sort = state.sort === key ? `-${key}` : key;
      state.skip = 0;
      await listLocations(orgId, state, target);
      target.querySelector(`button[data-sort="${key}"]`)?.focus();
    } }, label));
  const last = Math.min(state.skip + state.limit, page.total);
  const list = table([{ label: all }, ...sorters.map((button) => ({ label: button }))], rows);
  for (const button of sorters) {
    const key = button.dataset.sort;
    const order = state.sort === key ? "ascending" : state.sort === `-${key}` ? "descending" : null;
    if (order) button.closest("th").setAttribute("aria-sort", order);
    button.append(h("span", { class: "sort-mark", "aria-hidden": "true",
      text: order === "ascending" ? " ▲" : order === "descending" ? " ▼" : "" }));
  }
  target.replaceChildren(
    h("div", { class: "actions", role: "group", "aria-label": "Change the selected locations" },
      change("publish", "Publish"), change("unpublish", "Unpublish"), change("take-offline", "Take offline"),
      change("activate", "Activate"), change("deactivate", "Deactivate")),
    list,
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
  const state = { q: "", status: "", sort: "name", skip: 0, limit: 25 };
  const locations = h("div", { id: "locations" });
  const search = h("input", { id: "location-search", type: "search", maxlength: 200 });
  const filter = h("select", { id: "location-status" },
    ["", "published", "unpublished", "offline"].map((s) => h("option", { value: s, text: s || "any" })));
  const reload = () => listLocations(org, state, locations);
  search.addEventListener("input", () => { state.q = search.value; state.skip = 0; reload(); });
  filter.addEventListener("change", () => { state.status = filter.value; state.skip = 0; reload(); });
  show("Locations",
    mayChange() ? h("p", {}, h("a", { class: "button", id: "new-location", href: "#location/new", text: "New location" }))
      : null,
    h("div", { class: "row" },
      h("div", {}, h("label", { for: "location-search", text: "Search name or address" }), search),
      h("div", {}, h("label", { for: "location-status", text: "Publish status" }), filter)),
    locations);
  await reload();
};

// The members of a location (its import shape, docs/import-format.md) the page edits, by their path in it: what
// the portal shows of a listing. The rest of the record is sent back as it came.
const LOCATION_FIELDS = [
  { path: "name", label: "Name", max: 200, required: true },
  { path: "address.formattedAddress", label: "Address", max: 500, wide: true,
    hint: "As the portal shows it, e.g. 1 Main St, Springfield, OR 97477." },
  { path: "address.state", label: "State", max: 100 },
  { path: "address.countryName", label: "Country", max: 100 },
  { path: "address.latitude", label: "Latitude", kind: "number", hint: "−90 to 90; with the longitude, it finds the schools near." },
  { path: "address.longitude", label: "Longitude", kind: "number", hint: "−180 to 180." },
  { path: "bedCount", label: "Bedrooms", kind: "number" },
  { path: "bathCount", label: "Bathrooms", kind: "number" },
  { path: "squareFeet", label: "Square feet", kind: "number" },
  { path: "marketRentValue", label: "Monthly rent ($)", kind: "money" },
  { path: "applicationConfig.marketingTitle", label: "Marketing title", max: 2000, wide: true },
  { path: "applicationConfig.availableDate", label: "Available from", kind: "date" },
  { path: "videoUrl", label: "Video link", kind: "url", max: 2048 },
  { path: "virtualTourUrl", label: "Virtual tour link", kind: "url", max: 2048 },
];

function valueAt(record, path) {
  return path.split(".").reduce((at, key) => (at == null ? undefined : at[key]), record);
}

// Sets a member (making its objects on the way); an empty value removes it, so the import's default applies.
function setAt(record, path, value) {
  const keys = path.split(".");
  const last = keys.pop();
  let at = record;
  for (const key of keys) at = (at[key] && typeof at[key] === "object") ? at[key] : (at[key] = {});
  if (value === undefined) delete at[last];
  else at[last] = value;
}

// What an input holds, as the API reads it: a number when it is one; otherwise the text itself, so the API's
// refusal names the field (the page checks nothing the API does not).
function inputValue(spec, text) {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (spec.kind === "number") return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (spec.kind === "money") {
    const plain = trimmed.replace(/^\$/, "").replace(/,/g, "");
    return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : trimmed;
  }
  return spec.path === "name" ? text : trimmed;
}

function locationFieldValue(spec, value) {
  if (value === undefined || value === null) return "";
  if (spec.kind === "money") return typeof value === "number" ? (value / 100).toFixed(2).replace(/\.00$/, "") : String(value);
  return String(value);
}

// The photos (applicationConfig.coverPhoto): links in order, each with its own error slot; added, removed and
// moved with buttons. Answers the fields showFieldErrors reads and a function that gives the list. A Viewer
// sees the links alone.
function photoEditor(initial, target, editable) {
  const photos = [...initial];
  if (!editable) {
    target.replaceChildren(photos.length
      ? h("ol", { class: "photos", id: "photos" }, photos.map((link) => h("li", { text: link })))
      : h("p", { class: "hint", id: "photos", text: "No photos." }));
    return { fields: () => [], photos: () => photos };
  }
  const adding = h("input", { id: "photo-new", type: "url", maxlength: 2048, inputmode: "url", spellcheck: "false" });
  const addField = field("applicationConfig.coverPhoto", "Add a photo by its link", adding,
    "A web address of the picture (https or http, with its host); the first photo is the cover.");
  addField.label = "Photos";
  const state = { fields: [addField] };
  // Enter in the new photo's input adds it (with the input empty, it saves the form, as in any other input).
  adding.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !adding.value.trim()) return;
    event.preventDefault();
    target.querySelector("#photo-add").click();
  });
  const render = (focusSelector) => {
    const items = photos.map((link, i) => {
      const input = h("input", { id: `photo-${i}`, type: "url", maxlength: 2048, value: link, spellcheck: "false" });
      input.addEventListener("input", () => { photos[i] = input.value; });
      const f = field(`applicationConfig.coverPhoto[${i}]`, `Photo ${i + 1}`, input);
      f.label = `Photo ${i + 1}`;
      const move = (to, label, name) => h("button", { type: "button", "data-photo": name, disabled: to < 0 || to >= photos.length,
        "aria-label": `${label}: photo ${i + 1}`, onclick: () => {
          [photos[i], photos[to]] = [photos[to], photos[i]];
          render(`#photo-${to}`);
        } }, label);
      f.element.append(h("div", { class: "row-actions" },
        move(i - 1, "Move up", "up"), move(i + 1, "Move down", "down"),
        h("button", { type: "button", "data-photo": "remove", "aria-label": `Remove photo ${i + 1}`, onclick: () => {
          photos.splice(i, 1);
          render(photos.length ? `#photo-${Math.min(i, photos.length - 1)}` : "#photo-new");
        } }, "Remove")));
      return { f, element: h("li", { class: "photo" }, f.element) };
    });
    state.fields = [addField, ...items.map((item) => item.f)];
    target.replaceChildren(
      items.length ? h("ol", { class: "photos", id: "photos" }, items.map((item) => item.element))
        : h("p", { class: "hint", id: "photos", text: "No photos yet." }),
      addField.element,
      h("div", { class: "actions" }, h("button", { type: "button", id: "photo-add", onclick: () => {
        if (!adding.value.trim()) { adding.focus(); return; }
        photos.push(adding.value.trim());
        adding.value = "";
        render("#photo-new");
      } }, "Add photo")));
    if (focusSelector) target.querySelector(focusSelector)?.focus();
  };
  render();
  return { fields: () => state.fields, photos: () => photos.filter((p) => p.trim() !== "") };
}

// A location: create (#location/new) or edit (#location/{id}); publish or unpublish it; the schools near it.
pages.location = async (id) => {
  const org = orgOrAsk("Location");
  if (!org) return;
  const base = `/api/admin/organizations/${enc(org)}/locations`;
  const creating = !id || id === "new";
  const record = creating ? { publishStatus: "unpublished" } : await api("GET", `${base}/${enc(id)}`);
  const editable = mayChange();
  const fields = LOCATION_FIELDS.map((spec) => {
    const input = h("input", {
      id: `location-${spec.path.replace(/\./g, "-")}`, name: spec.path,
      type: spec.kind === "date" ? "date" : spec.kind === "url" ? "url" : "text",
      inputmode: spec.kind === "number" ? "decimal" : spec.kind === "money" ? "decimal" : null,
      maxlength: spec.max ?? 40, required: spec.required, readonly: !editable,
      value: locationFieldValue(spec, valueAt(record, spec.path)),
    });
    const f = field(spec.path, spec.label, input, spec.hint);
    f.label = spec.label;
    f.spec = spec;
    if (spec.wide) f.element.classList.add("wide");
    return f;
  });
  const available = h("input", { type: "checkbox", id: "location-available", checked: record.available !== false,
    disabled: !editable });
  const photoHolder = h("div", { id: "photo-editor" });
  const photos = photoEditor(valueAt(record, "applicationConfig.coverPhoto") || [], photoHolder, editable);
  const form = h("form", { id: "location-form", class: "card", novalidate: true, "aria-labelledby": "location-details" },
    h("h2", { id: "location-details", text: "Details" }),
    h("div", { class: "fields location-fields" }, fields.map((f) => f.element)),
    h("div", { class: "row" }, available, h("label", { for: "location-available", text: "Available to rent" })),
    h("h2", { id: "location-photos", text: "Photos" }),
    photoHolder,
    editable ? h("div", { class: "actions" },
      h("button", { type: "submit", class: "primary", id: "location-save" }, creating ? "Create location" : "Save changes"))
      : null);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = structuredClone(record);
    for (const f of fields) setAt(body, f.spec.path, inputValue(f.spec, f.input.value));
    if (body.address && Object.keys(body.address).length === 0) delete body.address;
    body.available = available.checked;
    const links = photos.photos();
    setAt(body, "applicationConfig.coverPhoto", links.length ? links : undefined);
    const all = [...fields, ...photos.fields()];
    try {
      const saved = await api(creating ? "POST" : "PUT", creating ? base : `${base}/${enc(id)}`, body);
      showFieldErrors(all, []);
      if (creating) {
        history.replaceState(null, "", `#location/${enc(saved._id)}`);
        await pages.location(saved._id);
        say(`Location “${saved.name}” is created, unpublished: publish it to show it on the portal.`, "good",
          document.getElementById("location-form"));
      } else {
        Object.assign(record, saved);
        document.querySelector("#view h1").textContent = saved.name;
        say("Saved.", "good", form);
      }
    } catch (e) {
      // The lat/long pair is refused as a whole ("address"): it belongs beside the latitude.
      const errors = (e.errors || []).map((x) => (x.field === "address" ? { ...x, field: "address.latitude" } : x));
      const unnamed = showFieldErrors(all, errors);
      const named = errors.length - unnamed.length;
      say(named ? `Not saved: correct ${named === 1 ? "the field marked" : "the fields marked"} below.`
        + unnamed.map((x) => ` ${x.field} ${x.reason}.`).join("") : e.message, "problem", form);
    }
  });
  const status = creating ? null : publishSection(base, record, id);
  const schools = creating ? null : h("section", { id: "schools", "aria-labelledby": "schools-heading" },
    h("h2", { id: "schools-heading", text: "Schools nearby" }), h("p", { class: "hint", text: "Loading…" }));
  show(creating ? "New location" : record.name,
    h("p", {}, h("a", { href: "#locations", text: "All locations" })),
    status, form, schools);
  if (schools) await schoolsNear(id, schools);
};

// Publish status and its buttons: only a published location is on the portal.
function publishSection(base, record, id) {
  const section = h("section", { id: "publishing", "aria-labelledby": "publishing-heading" });
  const render = () => {
    const change = (action, label) => h("button", { type: "button", "data-action": action, onclick: async (event) => {
      try {
        await api("POST", `${base}/status`, { ids: [id], action });
        record.publishStatus = { publish: "published", unpublish: "unpublished", "take-offline": "offline" }[action];
        render();
        say(record.publishStatus === "published" ? "Published: the portal shows it now."
          : `${label}: the portal no longer shows it.`, "good", section.querySelector(".actions"));
        section.querySelector(`button:not(:disabled)`)?.focus();
      } catch (e) { say(e.message, "problem", event.target); }
    }, disabled: !mayChange() }, label);
    section.replaceChildren(h("h2", { id: "publishing-heading", text: "Publishing" }),
      h("p", {}, "Status: ", h("span", { class: `badge ${record.publishStatus}`, id: "location-status-badge",
        text: record.publishStatus })),
      h("div", { class: "actions" },
        record.publishStatus === "published" ? change("unpublish", "Unpublish") : change("publish", "Publish"),
        record.publishStatus === "offline" ? null : change("take-offline", "Take offline")));
  };
  render();
  return section;
}

// The schools the portal shows beside the listing (read-only): its own public answer.
async function schoolsNear(id, section) {
  const heading = section.querySelector("h2");
  try {
    const schools = await call("GET", `/api/portal/schools/${enc(id)}`);
    section.replaceChildren(heading, schools.length
      ? table(["School", "Type", { label: "Rating", num: true }, { label: "Miles", num: true }],
        schools.map((s) => h("tr", { "data-school": s._id }, h("td", { text: s.name }), h("td", { text: s.type ?? "" }),
          h("td", { class: "num", text: s.rating ?? "" }), h("td", { class: "num", text: s.distance }))))
      : h("p", { class: "hint", text: "None within 25 miles, or the location has no latitude and longitude." }));
  } catch (e) {
    if (e instanceof MovedOn) return;
    section.replaceChildren(heading, h("p", { class: "problem", text: `The schools could not be read: ${e.message}` }));
  }
}
