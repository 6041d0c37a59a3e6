// The console's forms and a board's field list, on the shell's helpers (console.js).
"use strict";

// The types a form field may have, as the API names them, and what the console says of each.
const FORM_FIELD_TYPES = [
  ["string", "Text, one line"],
  ["textarea", "Text, several lines"],
  ["email", "E-mail address"],
  ["phone", "Phone number"],
  ["date", "Date"],
  ["select", "Choice from a list"],
  ["boolean", "Yes or no (checkbox)"],
  ["money", "Amount of money"],
];

// The types a board field may have (the API also takes the hosted product's aliases: string, tel, …).
const BOARD_FIELD_TYPES = ["text", "textarea", "rich-text", "number", "percent", "money", "date", "datetime-local",
  "boolean", "select", "multiselect", "email", "phone", "url", "address", "person", "persons"];
const CHOOSING = ["select", "singleselect", "multiselect", "checkboxlist"];

const newUuid = () => `f-${(crypto.randomUUID?.() || String(Math.random()).slice(2)).replace(/-/g, "").slice(0, 12)}`;
const optionLines = (text) => text.split("\n").map((line) => line.trim()).filter(Boolean);

// Forms: those of the organization the console works in (every form while the operator has chosen none).
async function forms() {
  const org = currentOrg();
  const list = (await api("GET", "/api/admin/forms?limit=1000")).data.filter((f) => !org || f.companyId === org);
  const filter = h("input", { id: "form-filter", type: "search", maxlength: 200 });
  filter.addEventListener("input", () => {
    const needle = filter.value.toLowerCase();
    for (const row of view.querySelectorAll("tr[data-form]")) row.hidden = !row.textContent.toLowerCase().includes(needle);
  });
  show("Forms",
    mayManage() ? h("div", { class: "actions" }, h("a", { class: "button", id: "new-form", href: "#form/new" }, "New form"))
      : null,
    h("div", { class: "row" }, h("div", {}, h("label", { for: "form-filter", text: "Find a form, organization or board" }), filter)),
    list.length ? table(["Form", "Organization", "Board", "Fields"], list.map((f) => h("tr", { "data-form": f._id },
      h("td", {}, h("a", { href: `#form/${enc(f._id)}`, text: f.name })), h("td", { text: f.companyId }),
      h("td", {}, h("a", { href: `#board/${enc(f.boardId)}`, text: f.boardId })),
      h("td", { class: "num", text: f.fields.length }))))
      : h("p", { text: org ? "This organization has no forms yet." : "No forms yet." }));
}

// The embed script, loaded once: it renders the saved forms of the page and, for the editor, a draft.
function embedScript() {
  if (!document.getElementById("pp-form-styles")) {
    document.head.append(h("link", { rel: "stylesheet", id: "pp-form-styles", href: "/admin/assets/embed.css" }));
  }
  if (window.PropertyPortalForm) return Promise.resolve();
  return new Promise((resolve, reject) => {
    document.querySelector("script[data-embed]")?.remove();
    document.body.append(h("script", { src: "/embed/form.js", "data-embed": true, onload: resolve, onerror: reject }));
  });
}

// A form: its name, board and fields, with a live preview drawn by the embed script itself; for a saved form,
// the embed snippet and form links for existing cards.
async function formEditor(formId) {
  const isNew = formId === "new";
  const saved = isNew ? null : await api("GET", `/api/admin/forms/${enc(formId)}`);
  const org = saved ? saved.companyId : orgOrAsk("New form");
  if (!org) return;
  const [boards] = await Promise.all([api("GET", "/api/admin/boards?limit=1000"), embedScript()]);
  const orgBoards = boards.data.filter((b) => b.companyId === org);
  const draft = saved ? structuredClone(saved)
    : { companyId: org, boardId: orgBoards[0]?._id || "", name: "", fields: [] };
  const editable = mayManage();

  const name = h("input", { id: "form-name", maxlength: 200, required: true, value: draft.name, disabled: !editable });
  const board = h("select", { id: "form-board", disabled: !editable },
    orgBoards.map((b) => h("option", { value: b._id, text: b.name, selected: b._id === draft.boardId })));
  const top = [field("name", "Form name", name), field("boardId", "Board", board,
    "Each submission becomes a card on this board.")];
  top[0].label = "The form name";
  top[1].label = "The board";
  const general = field("fields", "Fields", h("span", { id: "fields-general", tabindex: "-1" }));
  general.label = "The fields";
  const list = h("ol", { id: "form-fields", class: "form-fields" });
  const preview = h("div", { class: "preview", id: "form-preview" });
  let rows = [];

  const boardFields = () => orgBoards.find((b) => b._id === draft.boardId)?.fields || [];
  const drawPreview = () => {
    drawApplicant();
    window.PropertyPortalForm.preview(preview, {
      formId: draft._id || "preview", name: draft.name || "Untitled form", companyId: org, boardId: draft.boardId,
      cardId: "new",
      fields: draft.fields.map((f) => ({ uuid: f.uuid, label: f.label ?? f.uuid, type: f.type, required: !!f.required,
        options: f.options || [], unitPicker: !!f.unitPicker })),
    });
  };
  name.addEventListener("input", () => { draft.name = name.value; drawPreview(); });
  board.addEventListener("change", () => { draft.boardId = board.value; drawRows(); drawPreview(); });

  // Every row again after a change of the list: a field's controls are named by its place (fields[2].label),
  // as the API names its problems.
  function drawRows(focus) {
    rows = draft.fields.map((f, i) => fieldRow(f, i));
    list.replaceChildren(...rows.map((r) => r.element));
    const row = focus ? rows[focus.index] : null;
    const target = row?.[focus.control];
    (target?.disabled ? row[focus.control === "up" ? "down" : "up"] : target)?.focus();
  }

  function fieldRow(f, i) {
    const place = `fields[${i}]`;
    const id = (what) => `field-${i}-${what}`;
    const label = h("input", { id: id("label"), maxlength: 200, value: f.label ?? "", disabled: !editable });
    const type = h("select", { id: id("type"), disabled: !editable },
      FORM_FIELD_TYPES.map(([value, text]) => h("option", { value, text, selected: value === f.type })));
    const required = h("input", { type: "checkbox", id: id("required"), checked: !!f.required, disabled: !editable });
    const options = h("textarea", { id: id("options"), class: "options", rows: 3, disabled: !editable },
      (f.options || []).join("\n"));
    const unitPicker = h("input", { type: "checkbox", id: id("unitPicker"), checked: !!f.unitPicker, disabled: !editable });
    const keys = boardFields();
    const fieldKey = h("select", { id: id("fieldKey"), disabled: !editable },
      h("option", { value: "", text: "None: not saved on the card" }),
      keys.map((k) => h("option", { value: k.key, text: `${k.label} (${k.key}, ${k.type})`, selected: k.key === f.fieldKey })),
      f.fieldKey && !keys.some((k) => k.key === f.fieldKey)
        ? h("option", { value: f.fieldKey, text: `${f.fieldKey} (not on this board)`, selected: true }) : null);
    const controls = [
      field(`${place}.label`, "Label", label),
      field(`${place}.type`, "Type", type),
      field(`${place}.options`, "Options, one per line", options, "The choices of a list; not for a unit picker."),
      field(`${place}.fieldKey`, "Board field it fills", fieldKey),
    ];
    const [labelField, typeField, optionsField, keyField] = controls;
    labelField.label = "The label";
    typeField.label = "The type";
    optionsField.label = "Options";
    keyField.label = "The board field";
    const checks = [field(`${place}.required`, "", required), field(`${place}.unitPicker`, "", unitPicker)];
    checks[0].label = "Required";
    checks[1].label = "Unit picker";
    const checkRow = (c, text) => h("div", { class: "check" }, c.input, h("label", { for: c.input.id, text }), c.error);
    const unitRow = checkRow(checks[1], "Unit picker: the choices are the organization's locations");
    const choosing = () => {
      optionsField.element.hidden = f.type !== "select" || !!f.unitPicker;
      unitRow.hidden = f.type !== "select";
    };
    const legend = h("legend", { text: `Field ${i + 1}${f.label ? `: ${f.label}` : ""}` });
    const changed = () => { choosing(); drawPreview(); };
    label.addEventListener("input", () => {
      f.label = label.value;
      legend.textContent = `Field ${i + 1}${f.label ? `: ${f.label}` : ""}`;
      named();
      drawPreview();
    });
    type.addEventListener("change", () => { f.type = type.value; if (f.type !== "select") delete f.unitPicker; changed(); });
    required.addEventListener("change", () => { f.required = required.checked; drawPreview(); });
    options.addEventListener("input", () => { f.options = optionLines(options.value); drawPreview(); });
    unitPicker.addEventListener("change", () => { f.unitPicker = unitPicker.checked; changed(); });
    fieldKey.addEventListener("change", () => { f.fieldKey = fieldKey.value || undefined; });
    const move = (by, control) => {
      const [moved] = draft.fields.splice(i, 1);
      draft.fields.splice(i + by, 0, moved);
      drawRows({ index: i + by, control });
      drawPreview();
    };
    const up = h("button", { type: "button", class: "move-up", disabled: i === 0, onclick: () => move(-1, "up") },
      "Move up");
    const down = h("button", { type: "button", class: "move-down", disabled: i === draft.fields.length - 1,
      onclick: () => move(1, "down") }, "Move down");
    const remove = h("button", { type: "button", class: "danger", onclick: () => {
      draft.fields.splice(i, 1);
      drawRows({ index: Math.min(i, draft.fields.length - 1), control: "label" });
      if (!draft.fields.length) addButton.focus();
      drawPreview();
    } }, "Remove");
    // Each button names its field by the label it has now.
    const named = () => {
      const who = f.label || `field ${i + 1}`;
      up.setAttribute("aria-label", `Move up: ${who}`);
      down.setAttribute("aria-label", `Move down: ${who}`);
      remove.setAttribute("aria-label", `Remove: ${who}`);
    };
    named();
    choosing();
    const element = h("li", { "data-uuid": f.uuid }, h("fieldset", { class: "card form-field" }, legend,
      h("div", { class: "fields" }, labelField.element, typeField.element, keyField.element),
      checkRow(checks[0], "Required"), unitRow, optionsField.element,
      editable ? h("div", { class: "row-actions" }, up, down, remove) : null));
    return { element, controls: [...controls, ...checks], label, up, down };
  }

  // The applicant: which fields say who sent a submission, so that they become (or are linked to) a contact.
  // A new form follows the default (its one e-mail field) until a choice here is changed.
  let applicantTouched = !isNew;
  const APPLICANT_PARTS = [
    ["email", "Their e-mail address", ["email"], "None: submissions make no contact"],
    ["firstName", "Their first name", ["string"], "None"],
    ["lastName", "Their last name", ["string"], "None"],
    ["phone", "Their phone number", ["phone", "string"], "None"],
  ];
  const applicantSelects = APPLICANT_PARTS.map(([part, label, types, none]) => {
    const select = h("select", { id: `applicant-${part}`, disabled: !editable });
    select.addEventListener("change", () => {
      applicantTouched = true;
      const chosen = { ...(draft.applicant || {}) };
      if (select.value) chosen[part] = select.value; else delete chosen[part];
      draft.applicant = chosen.email ? chosen : null;
      drawApplicant();
    });
    const control = field(`applicant.${part}`, label, select);
    control.label = label;
    return { part, types, none, select, control };
  });
  function defaultApplicant() {
    const emails = draft.fields.filter((f) => f.type === "email");
    return emails.length === 1 ? { email: emails[0].uuid } : null;
  }
  function drawApplicant() {
    if (!applicantTouched) draft.applicant = defaultApplicant();
    const chosen = draft.applicant || {};
    for (const { part, types, none, select } of applicantSelects) {
      const fits = draft.fields.filter((f) => types.includes(f.type));
      if (chosen[part] && !fits.some((f) => f.uuid === chosen[part])) delete chosen[part];
      select.replaceChildren(h("option", { value: "", text: none }),
        ...fits.map((f) => h("option", { value: f.uuid, text: f.label || f.uuid, selected: f.uuid === chosen[part] })));
      select.value = chosen[part] || "";
      select.disabled = !editable || (part !== "email" && !chosen.email);
    }
    if (!chosen.email) draft.applicant = null;
  }
  const applicantSection = h("section", { id: "form-applicant", "aria-labelledby": "form-applicant-heading" },
    h("h2", { id: "form-applicant-heading", text: "The applicant" }),
    h("p", { class: "hint", text: "A submission finds the organization's contact with this e-mail address, or makes "
      + "one from these fields, and its card refers to them: the contact's page then lists their submissions and cards. "
      + "An existing contact is only linked, never changed." }),
    h("div", { class: "fields" }, applicantSelects.map((a) => a.control.element)));

  const addButton = h("button", { type: "button", id: "add-field", onclick: () => {
    draft.fields.push({ uuid: newUuid(), label: "", type: "string", required: false });
    drawRows({ index: draft.fields.length - 1, control: "label" });
    drawPreview();
  } }, "Add field");

  const editor = h("form", { id: "form-editor", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    const body = { companyId: org, boardId: draft.boardId, name: draft.name,
      fields: draft.fields.map((f) => {
        const out = { uuid: f.uuid, label: f.label ?? "", type: f.type, required: !!f.required };
        if (f.type === "select" && !f.unitPicker) out.options = f.options || [];
        if (f.type === "select" && f.unitPicker) out.unitPicker = true;
        if (f.fieldKey) out.fieldKey = f.fieldKey;
        return out;
      }) };
    if (applicantTouched) body.applicant = draft.applicant || null;
    const all = [...top, ...rows.flatMap((r) => r.controls), ...applicantSelects.map((a) => a.control), general];
    try {
      const done = isNew ? await api("POST", "/api/admin/forms", body)
        : await api("PUT", `/api/admin/forms/${enc(saved._id)}`, { _id: saved._id, ...body });
      showFieldErrors(all, []);
      if (isNew) {
        sessionStorage.setItem("console-saved", `Form “${done.name}” is saved.`);
        location.hash = `#form/${enc(done._id)}`;
        return;
      }
      say(`Form “${done.name}” is saved.`, "good", saveButton);
    } catch (e) {
      const unnamed = showFieldErrors(all, e.errors);
      say(e.errors.length ? `The form was not saved: ${unnamed.length ? unnamed.map((u) => `${u.field} ${u.reason}`).join("; ")
        : "correct the fields marked."}` : e.message, "problem", saveButton);
    }
  } });
  const saveButton = h("button", { type: "submit", class: "primary", id: "save-form" }, isNew ? "Create form" : "Save form");
  editor.append(
    h("div", { class: "fields" }, top.map((t) => t.element)),
    h("h2", { text: "Fields" }), general.error, list,
    editable ? h("div", { class: "actions" }, addButton) : null,
    applicantSection,
    editable ? h("div", { class: "actions" }, saveButton) : null);

  show(isNew ? "New form" : `Form: ${saved.name}`,
    h("p", {}, "Organization: ", h("a", { href: `#org/${enc(org)}`, text: org }),
      isNew ? null : [" · Board: ", h("a", { href: `#board-fields/${enc(saved.boardId)}`, text: "its fields" })]),
    orgBoards.length ? editor : h("p", { text: "This organization has no board yet: import one first." }),
    h("h2", { text: "Preview" }),
    h("p", { class: "hint", text: "Drawn by the embed script itself, as it changes; Send here sends nothing." }),
    preview,
    saved ? embedParts(saved) : null);
  drawRows();
  drawPreview();
  const message = sessionStorage.getItem("console-saved");
  if (message) {
    sessionStorage.removeItem("console-saved");
    say(message, "good", saveButton);
  }
}

// A saved form's snippet for a page, and a form link for an existing card.
function embedParts(form) {
  const snippet = `<div data-form="${form._id}" data-board="${form.boardId}" data-card="new"></div>\n`
    + `<script src="${location.origin}/embed/form.js" async></script>`;
  const copyButton = h("button", { type: "button", onclick: () => copy(snippet, copyButton) }, "Copy snippet");
  const card = h("input", { id: "link-card", maxlength: 64 });
  const link = h("div", { "aria-live": "polite" });
  return h("section", { id: "embed-parts" },
    h("h2", { text: "Embed snippet" }),
    h("label", { for: "snippet", text: "Embed snippet" }), h("textarea", { id: "snippet", readonly: true, rows: 3 }, snippet),
    h("div", { class: "actions" }, copyButton,
      h("a", { class: "button", href: `/forms/${enc(form._id)}/new/${enc(form.boardId)}`, target: "_blank",
        rel: "noopener", text: "Open the form's page" })),
    h("h2", { text: "Form link for an existing card" }),
    h("form", { onsubmit: async (event) => {
      event.preventDefault();
      try {
        const made = await api("POST", `/api/admin/boards/${enc(form.boardId)}/cards/${enc(card.value)}/form-link`,
          { formId: form._id });
        link.replaceChildren(h("p", {}, "Link: ", h("a", { href: made.data.url, text: made.data.url }),
          ` (until ${when(made.data.expiresAt)})`));
      } catch (e) { say(e.message, "problem", card); }
    } }, h("label", { for: "link-card", text: "Card id" }),
    h("div", { class: "row" }, card, h("button", { type: "submit", class: "primary" }, "Make form link"))),
    link);
}

// A board's field list: every field with its key, label, type and options; add, change and remove (each saved at
// once, under the import's rules), and the board's API switch.
async function boardFieldsPage(boardId) {
  const found = await api("GET", `/api/admin/boards/${enc(boardId)}`);
  const editable = mayManage();
  let fields = found.fields;
  let editing = -1;
  const listHolder = h("div", { id: "board-fields" });
  const key = h("input", { id: "bf-key", maxlength: 64, autocomplete: "off", spellcheck: "false" });
  const label = h("input", { id: "bf-label", maxlength: 200, autocomplete: "off" });
  const type = h("select", { id: "bf-type" }, BOARD_FIELD_TYPES.map((t) => h("option", { value: t, text: t })));
  const options = h("textarea", { id: "bf-options", class: "options", rows: 3 });
  const controls = [
    field("key", "Key", key, "Letters, digits, - and _; a card holds the value under it."),
    field("label", "Label", label),
    field("type", "Type", type),
    field("options", "Options, one per line", options, "For select and multiselect."),
  ];
  ["The key", "The label", "The type", "Options"].forEach((text, i) => { controls[i].label = text; });
  const heading = h("h2", { id: "bf-form-heading", text: "Add a field" });
  const submit = h("button", { type: "submit", class: "primary", id: "bf-save" }, "Add field");
  const cancel = h("button", { type: "button", id: "bf-cancel", hidden: true, onclick: () => startEditing(-1) }, "Cancel");
  const showOptions = () => { controls[3].element.hidden = !CHOOSING.includes(type.value); };
  type.addEventListener("change", showOptions);

  function startEditing(index) {
    editing = index;
    const f = fields[index] || { key: "", label: "", type: "text", options: [] };
    key.value = f.key;
    label.value = f.label;
    if (![...type.options].some((o) => o.value === f.type)) type.append(h("option", { value: f.type, text: f.type }));
    type.value = f.type;
    options.value = (f.options || []).join("\n");
    heading.textContent = index < 0 ? "Add a field" : `Change the field ${f.key}`;
    submit.textContent = index < 0 ? "Add field" : "Save field";
    cancel.hidden = index < 0;
    showFieldErrors(controls, []);
    showOptions();
    if (index >= 0) key.focus();
  }

  // The whole list goes to the API; a problem of the field in the editor stands next to its input.
  async function saveList(next, place, near) {
    try {
      const saved = await api("PUT", `/api/admin/boards/${enc(boardId)}/fields`, { fields: next });
      fields = saved.fields;
      drawList();
      return true;
    } catch (e) {
      const mine = e.errors.filter((x) => place >= 0 && x.field.startsWith(`fields[${place}].`))
        .map((x) => ({ field: x.field.slice(`fields[${place}].`.length), reason: x.reason }));
      const unnamed = [...showFieldErrors(controls, mine), ...e.errors.filter((x) => !mine.some((m) =>
        `fields[${place}].${m.field}` === x.field))];
      say(unnamed.length ? unnamed.map((x) => `${x.field === "fields" ? "The fields" : x.field} ${x.reason}.`).join(" ")
        : "The field was not saved: correct the marked entries.", "problem", near);
      return false;
    }
  }

  const editor = h("form", { id: "board-field-form", class: "card", novalidate: true, onsubmit: async (event) => {
    event.preventDefault();
    const f = { key: key.value.trim(), label: label.value, type: type.value };
    if (CHOOSING.includes(f.type)) f.options = optionLines(options.value);
    const next = [...fields];
    const place = editing < 0 ? next.length : editing;
    next.splice(place, editing < 0 ? 0 : 1, f);
    const wasEditing = editing;
    if (await saveList(next, place, submit)) {
      say(wasEditing < 0 ? `Field ${f.key} is added.` : `Field ${f.key} is saved.`, "good", submit);
      startEditing(-1);
      key.focus();
    }
  } },
  heading, h("div", { class: "fields" }, controls.map((c) => c.element)),
  h("div", { class: "actions" }, submit, cancel));

  function drawList() {
    listHolder.replaceChildren(fields.length ? table(["Key", "Label", "Type", "Options", ""], fields.map((f, i) =>
      h("tr", { "data-key": f.key }, h("td", {}, h("code", { text: f.key })), h("td", { text: f.label }),
        h("td", { text: f.type }), h("td", { text: (f.options || []).join(", ") }),
        h("td", {}, editable ? h("div", { class: "row-actions" },
          h("button", { type: "button", "aria-label": `Change ${f.key}`, onclick: () => startEditing(i) }, "Change"),
          h("button", { type: "button", class: "danger", "aria-label": `Remove ${f.key}`, onclick: async () => {
            if (!(await confirmAction(`Remove the field ${f.key}? Cards keep no value under it from now on.`,
              "Remove"))) return;
            if (await saveList(fields.filter((_, j) => j !== i), -1, null)) {
              say(`Field ${f.key} is removed.`, "good", listHolder);
              startEditing(-1);
            }
          } }, "Remove")) : null))))
      : h("p", { text: "This board has no fields yet." }));
  }

  const toggle = h("input", { type: "checkbox", id: "bf-api-switch", checked: found.apiEnabled });
  toggle.addEventListener("change", async () => {
    try {
      const done = await api("PUT", `/api/admin/boards/${enc(boardId)}/api`, { enabled: toggle.checked });
      say(apiSwitched(done.apiEnabled), "good", toggle);
    } catch (e) { toggle.checked = !toggle.checked; say(e.message, "problem", toggle); }
  });
  show(`Fields of ${found.name}`,
    h("p", {}, "Organization: ", h("a", { href: `#org/${enc(found.companyId)}`, text: found.companyId }), " · ",
      h("a", { href: `#board/${enc(boardId)}`, text: "The board's keys and tabs" })),
    editable ? h("section", { id: "bf-api" }, h("h2", { text: "API" }),
      h("div", { class: "row" }, toggle, h("label", { for: "bf-api-switch", text: "The board answers its API keys" })),
      h("p", { class: "hint", id: "bf-api-switch-hint", text: API_SWITCH_MEANS }))
      : null,
    h("h2", { text: "Fields" }), listHolder,
    editable ? editor : null);
  drawList();
  showOptions();
  const message = sessionStorage.getItem("console-saved");
  if (message) {
    sessionStorage.removeItem("console-saved");
    say(message, "good");
  }
}

pages.forms = () => forms();
pages.form = (id) => formEditor(id);
pages["board-fields"] = (id) => boardFieldsPage(id);
