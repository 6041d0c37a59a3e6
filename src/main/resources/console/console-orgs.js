"use strict";
// Organizations and boards made and set up in the console: the operator's New organization, an organization's
// settings (its profile, what the application asks for, its listing texts and agent) saved as a merge patch
// against the version the page was opened with, and a new board.

// What each companyInfo and applicationConfig member is called here, and how it is edited: every member the
// import takes (docs/import-format.md), no other.
const COMPANY_SWITCHES = [
  ["requireBankConnect", "Require a bank connection"],
  ["disableApplicantGuarantors", "No guarantors"],
  ["disableBankScreening", "No bank screening"],
  ["requireEmergencyContact", "Require an emergency contact"],
  ["enableSection8", "Accept Section 8 vouchers"],
  ["enableRegionalScreeningFilters", "Regional screening filters"],
  ["collectPayment", "Collect the application fee"],
  ["toggleChatWindow", "Show the chat window"],
];
const COMPANY_COUNTS = [
  ["taxDocumentCount", "Tax documents asked for"],
  ["bankStatementCount", "Bank statements asked for"],
  ["payStubCount", "Pay stubs asked for"],
];
const COMPANY_TEXTS = [["applicationLock", "Application lock (a message that closes the application)"]];
const LISTING_TEXTS = [
  ["marketingTitle", "Marketing title", "line"],
  ["marketingBlurb", "Marketing text", "text"],
  ["marketRent", "Market rent, as shown", "line"],
  ["marketRentValue", "Market rent in cents (125000 is $1,250)", "number"],
  ["incomeToRent", "Income to rent, at least", "number"],
  ["availableDate", "Available from", "date"],
];
const LISTING_HTML = [
  ["applicationRequirements", "Application requirements"],
  ["petRestrictions", "Pet restrictions"],
  ["leaseTerms", "Lease terms"],
];
const LISTING_LISTS = [
  ["coverPhoto", "Cover photo addresses, one per line"],
  ["marketingImages", "Photo addresses, one per line"],
  ["regionalExceptions", "Regional exceptions, one per line"],
];
const AGENT_PARTS = [["name", "Agent's name"], ["email", "Agent's e-mail address"], ["phone", "Agent's phone"],
  ["photo", "Agent's photo address"]];
const ADDRESS_PARTS = [["street", "Street"], ["city", "City"], ["state", "State"], ["zip", "ZIP code"]];

// A read or change of a versioned record: the answer and its ETag.
async function versioned(method, path, body, version) {
  const headers = { "X-CSRF-Token": csrfToken, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/merge-patch+json";
  if (version) headers["If-Match"] = version;
  const response = await fetch(path, { method, headers, credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.status === 401) {
    signInAgain();
    throw new Error("signed out");
  }
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const problem = new Error(json?.message || json?.detail || `HTTP ${response.status}`);
    problem.status = response.status;
    problem.errors = json?.errors || [];
    throw problem;
  }
  return { json, version: response.headers.get("ETag") };
}

const lines = (text) => text.split("\n").map((l) => l.trim()).filter(Boolean);

// The operator's New organization: a name, and an id when one is wanted.
pages["org-new"] = () => {
  const name = h("input", { id: "org-name", maxlength: 200, required: true, autocomplete: "organization" });
  const id = h("input", { id: "org-id", maxlength: 64, spellcheck: "false" });
  const fields = [field("name", "Name", name), field("_id", "Id (optional)", id,
    "Letters, digits, - and _; left empty, the service makes one. It cannot change later.")];
  fields[0].label = "The name";
  fields[1].label = "The id";
  const save = h("button", { type: "submit", class: "primary", id: "create-org" }, "Create organization");
  const form = h("form", { id: "org-create", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    const body = { name: name.value };
    if (id.value.trim()) body._id = id.value.trim();
    try {
      const made = await api("POST", "/api/admin/organizations", body);
      showFieldErrors(fields, []);
      chooseOrg(made._id);
      await fillOrgPickerAgain();
      sessionStorage.setItem("console-saved", `Organization “${made.name}” is created: set it up below.`);
      location.hash = `#org-settings/${enc(made._id)}`;
    } catch (e) {
      const unnamed = showFieldErrors(fields, e.errors);
      say(unnamed.length || !e.errors.length ? e.message : "Correct the fields marked.", "problem", save);
    }
  } }, h("div", { class: "fields" }, fields.map((f) => f.element)), h("div", { class: "actions" }, save));
  show("New organization", h("p", { class: "hint", text: "Its settings, boards, forms and people come next." }),
    form);
};

// The operator's picker learns of a new organization.
async function fillOrgPickerAgain() {
  const picker = document.getElementById("org-picker");
  if (!picker || session.organizationId) return;
  const all = await call("GET", "/api/admin/overview?limit=1000", undefined, {}, false);
  picker.replaceChildren(h("option", { value: "", text: "Choose…" }),
    ...all.organizations.map((o) => h("option", { value: o.id, text: o.name ? `${o.name} (${o.id})` : o.id })));
  picker.value = currentOrg();
}

// An organization's settings: every member of its document, saved together as a merge patch made against the
// version the page read; what is saved is shown back as the portal serves it.
pages["org-settings"] = async (orgId = "") => {
  chooseOrg(orgId);
  let { json: org, version } = await versioned("GET", `/api/admin/organizations/${enc(orgId)}`);
  const editable = mayManage();
  const controls = [];
  const add = (name, label, input, hint) => {
    input.disabled = !editable;
    const control = field(name, label, input, hint);
    control.label = label;
    controls.push(control);
    return control;
  };
  const text = (name, label, value, attributes = {}, hint) =>
    add(name, label, h("input", { id: `org-${name.replace(/\./g, "-")}`, value: value ?? "", maxlength: 2000, ...attributes }), hint);
  const area = (name, label, value, hint) =>
    add(name, label, h("textarea", { id: `org-${name.replace(/\./g, "-")}`, rows: 4 }, value ?? ""), hint);

  const info = org.companyInfo || {};
  const config = org.applicationConfig || {};
  const agent = config.agent || {};
  const address = org.address || {};

  const nameControl = text("name", "Name", org.name, { maxlength: 200, required: true });
  const addressControls = ADDRESS_PARTS.map(([part, label]) => text(`address.${part}`, label, address[part], { maxlength: 200 }));
  const contactControls = [text("phone", "Phone", org.phone, { maxlength: 50, type: "tel" }),
    text("phone2", "Second phone", org.phone2, { maxlength: 50, type: "tel" }),
    text("website", "Website", org.website, { type: "url" }),
    text("logo", "Logo address", org.logo, { type: "url" })];
  const switches = COMPANY_SWITCHES.map(([key, label]) => {
    const box = h("input", { type: "checkbox", id: `org-companyInfo-${key}`, checked: info[key] === true, disabled: !editable });
    const control = { name: `companyInfo.${key}`, input: box, label,
      error: h("p", { class: "field-error", id: `org-companyInfo-${key}-error`, hidden: true }) };
    box.setAttribute("aria-describedby", control.error.id);
    control.element = h("div", { class: "check" }, box, h("label", { for: box.id, text: label }), control.error);
    controls.push(control);
    return control;
  });
  const counts = COMPANY_COUNTS.map(([key, label]) =>
    text(`companyInfo.${key}`, label, info[key], { type: "number", min: 0, step: 1, inputmode: "numeric" }));
  const locks = COMPANY_TEXTS.map(([key, label]) => text(`companyInfo.${key}`, label, info[key]));
  const listingTexts = LISTING_TEXTS.map(([key, label, kind]) => kind === "text"
    ? area(`applicationConfig.${key}`, label, config[key])
    : text(`applicationConfig.${key}`, label, config[key], kind === "number" ? { type: "number", min: 0, step: "any" }
      : kind === "date" ? { type: "date" } : {}));
  const previews = {};
  const htmlControls = LISTING_HTML.map(([key, label]) => {
    const control = area(`applicationConfig.${key}`, label, config[key],
      "HTML: paragraphs, lists, emphasis and links are kept; anything else (scripts, styles, frames) is removed.");
    previews[key] = h("iframe", { class: "html-preview", id: `org-preview-${key}`, title: `${label}, as the portal serves it`,
      sandbox: "", referrerpolicy: "no-referrer" });
    control.element.append(h("p", { class: "hint", text: "As saved and served:" }), previews[key]);
    return control;
  });
  const listControls = LISTING_LISTS.map(([key, label]) =>
    area(`applicationConfig.${key}`, label, (config[key] || []).join("\n")));
  const agentControls = AGENT_PARTS.map(([part, label]) =>
    text(`applicationConfig.agent.${part}`, label, agent[part], part === "photo" ? { type: "url" } : part === "email" ? { type: "email" } : {}));

  const drawPreviews = () => {
    for (const [key] of LISTING_HTML) {
      const served = config[key] || "<p><em>Nothing yet.</em></p>";
      // Set only when it changed: each setting reloads the frame.
      if (previews[key].srcdoc !== served) previews[key].srcdoc = served;
    }
  };

  // The merge patch of what the page holds now: every member, null where emptied (the service removes it).
  const value = (control) => (control.input.value.trim() === "" ? null : control.input.value.trim());
  const number = (control) => (control.input.value === "" ? null : Number(control.input.value));
  const patch = () => {
    const addressParts = Object.fromEntries(ADDRESS_PARTS.map(([part], i) => [part, value(addressControls[i])]));
    const companyInfo = {};
    COMPANY_SWITCHES.forEach(([key], i) => { companyInfo[key] = switches[i].input.checked; });
    COMPANY_COUNTS.forEach(([key], i) => { companyInfo[key] = number(counts[i]); });
    COMPANY_TEXTS.forEach(([key], i) => { companyInfo[key] = value(locks[i]); });
    const applicationConfig = {};
    LISTING_TEXTS.forEach(([key, , kind], i) => {
      applicationConfig[key] = kind === "number" ? number(listingTexts[i]) : value(listingTexts[i]);
    });
    LISTING_HTML.forEach(([key], i) => { applicationConfig[key] = value(htmlControls[i]); });
    LISTING_LISTS.forEach(([key], i) => {
      const items = lines(listControls[i].input.value);
      applicationConfig[key] = items.length ? items : null;
    });
    const agentParts = Object.fromEntries(AGENT_PARTS.map(([part], i) => [part, value(agentControls[i])]));
    applicationConfig.agent = Object.values(agentParts).some((v) => v !== null) ? agentParts : null;
    return {
      name: nameControl.input.value.trim(),
      address: Object.values(addressParts).some((v) => v !== null) ? addressParts : null,
      phone: value(contactControls[0]), phone2: value(contactControls[1]),
      website: value(contactControls[2]), logo: value(contactControls[3]),
      companyInfo, applicationConfig,
    };
  };

  const save = h("button", { type: "submit", class: "primary", id: "save-org" }, "Save settings");
  const reloadButton = h("button", { type: "button", id: "reload-org", hidden: true,
    onclick: () => route() }, "Load the current version");
  const form = h("form", { id: "org-settings", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    try {
      const held = [...view.querySelectorAll("button:not(:disabled)")];
      held.forEach((b) => { b.disabled = true; });
      let saved;
      try {
        saved = await versioned("PATCH", `/api/admin/organizations/${enc(orgId)}`, patch(), version);
      } finally {
        held.forEach((b) => { if (b.isConnected) b.disabled = false; });
      }
      org = saved.json;
      version = saved.version;
      Object.assign(config, org.applicationConfig || {});
      for (const [key] of LISTING_HTML) {
        config[key] = org.applicationConfig?.[key];
        htmlControls.find((c) => c.name === `applicationConfig.${key}`).input.value = config[key] ?? "";
      }
      drawPreviews();
      showFieldErrors(controls, []);
      view.querySelector("h1").textContent = `Settings of ${org.name}`;
      say(`The settings of “${org.name}” are saved.`, "good", save);
    } catch (e) {
      if (e.status === 412) {
        reloadButton.hidden = false;
        say("Someone saved these settings since you opened them: nothing was saved. Load the current version, "
          + "then make your change again.", "problem", save);
        return;
      }
      const unnamed = showFieldErrors(controls, e.errors);
      say(e.errors.length ? `Nothing was saved: ${unnamed.length ? unnamed.map((u) => `${u.field} ${u.reason}`).join("; ")
        : "correct the fields marked."}` : e.message, "problem", save);
    }
  } },
  h("section", { "aria-labelledby": "org-contact-heading" },
    h("h2", { id: "org-contact-heading", text: "Name and contact" }),
    h("div", { class: "fields" }, nameControl.element, ...addressControls.map((c) => c.element),
      ...contactControls.map((c) => c.element))),
  h("section", { "aria-labelledby": "org-application-heading" },
    h("h2", { id: "org-application-heading", text: "What the application asks for" }),
    h("div", { class: "checks" }, switches.map((c) => c.element)),
    h("div", { class: "fields" }, [...counts, ...locks].map((c) => c.element))),
  h("section", { "aria-labelledby": "org-listing-heading" },
    h("h2", { id: "org-listing-heading", text: "Listing texts" }),
    h("p", { class: "hint", text: "Every location of the organization shows these unless it sets its own." }),
    h("div", { class: "fields" }, listingTexts.map((c) => c.element)),
    htmlControls.map((c) => c.element),
    h("div", { class: "fields" }, listControls.map((c) => c.element))),
  h("section", { "aria-labelledby": "org-agent-heading" },
    h("h2", { id: "org-agent-heading", text: "The agent" }),
    h("div", { class: "fields" }, agentControls.map((c) => c.element))),
  editable ? h("div", { class: "actions" }, save, reloadButton) : null);

  show(`Settings of ${org.name}`,
    h("p", {}, h("a", { href: `#org/${enc(orgId)}`, text: "The organization" }), " · ",
      h("a", { href: `/api/portal/company/${enc(orgId)}`, target: "_blank", rel: "noopener", id: "org-served",
        text: "As the portal serves it" })),
    editable ? null : h("p", { class: "hint", text: "Only an Admin changes these settings." }),
    form);
  drawPreviews();
  const message = sessionStorage.getItem("console-saved");
  if (message) {
    sessionStorage.removeItem("console-saved");
    say(message, "good", editable ? save : null);
  }
};

// A new board of the organization the console works in: its name and API switch; its fields come next.
pages["board-new"] = () => {
  const org = orgOrAsk("New board");
  if (!org) return;
  const name = h("input", { id: "board-name", maxlength: 200, required: true });
  const apiOn = h("input", { type: "checkbox", id: "board-api" });
  const fields = [field("name", "Name", name, "Cards of this board: applications, viewings, repairs, …")];
  fields[0].label = "The name";
  const apiError = { name: "apiEnabled", input: apiOn, label: "The API switch",
    error: h("p", { class: "field-error", id: "board-api-error", hidden: true }) };
  const save = h("button", { type: "submit", class: "primary", id: "create-board" }, "Create board");
  const form = h("form", { id: "board-create", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    try {
      const made = await api("POST", `/api/admin/organizations/${enc(org)}/boards`,
        { name: name.value, apiEnabled: apiOn.checked, fields: [] });
      sessionStorage.setItem("console-saved", `Board “${made.name}” is created: add its fields below.`);
      location.hash = `#board-fields/${enc(made._id)}`;
    } catch (e) {
      const unnamed = showFieldErrors([...fields, apiError], e.errors);
      say(unnamed.length || !e.errors.length ? e.message : "Correct the fields marked.", "problem", save);
    }
  } },
  h("div", { class: "fields" }, fields.map((f) => f.element)),
  h("div", { class: "check" }, apiOn, h("label", { for: "board-api", text: "The board answers its API keys" }), apiError.error),
  h("p", { class: "hint", id: "board-api-hint", text: API_SWITCH_MEANS }),
  h("div", { class: "actions" }, save));
  show("New board", form);
};

SECTION_OF["org-new"] = "overview";
SECTION_OF["org-settings"] = "overview";
SECTION_OF["board-new"] = "boards";
