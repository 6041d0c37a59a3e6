// The console's contacts and form submissions, on the shell's helpers (console.js).
"use strict";

// The contact list's sortable columns: the label, and the core API's sort key (a leading minus reverses it).
const CONTACT_COLUMNS = [
  { label: "Name", sort: "name" },
  { label: "E-mail address", sort: "email" },
  { label: "Phone", sort: "phone" },
  { label: "Type", sort: "contact_type" },
];
const CONTACT_SORTS = CONTACT_COLUMNS.flatMap((c) => [c.sort, `-${c.sort}`]);
const CONTACTS_PER_PAGE = 25;

// Contacts: one search box (an e-mail address finds that address, anything else words of the name), pages and
// sortable columns. The search, order and page live in the address (#contacts/search/sort/page), so going back
// from a contact finds the list as it was.
pages.contacts = async (q = "", sort = "name", page = "0") => {
  if (!orgOrAsk("Contacts")) return;
  const state = { q, sort: CONTACT_SORTS.includes(sort) ? sort : "name", page: Math.max(0, Number.parseInt(page, 10) || 0) };
  const search = field("q", "Name or e-mail address", h("input", { id: "contact-search", type: "search",
    maxlength: 200, value: q, autocomplete: "off", spellcheck: "false" }),
  "An e-mail address finds the contacts with exactly that address; other words find contacts whose first "
    + "name, last name or company contains each of them.");
  const results = h("div", { id: "contact-results" });
  // Only the answer to the latest search is shown, however the answers arrive.
  let asked = 0;
  const remember = () => history.replaceState(null, "",
    `#contacts/${enc(state.q)}/${enc(state.sort)}/${state.page}`);
  const reload = async () => {
    remember();
    asked += 1;
    const mine = asked;
    await listContacts(state, results, search, reload, () => mine === asked);
  };
  let typing;
  search.input.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(() => { state.q = search.input.value.trim(); state.page = 0; reload().catch(shown); }, 350);
  });
  // The button sits beside the box, the hint and any error below both.
  const line = h("div", { class: "search-line" });
  search.input.replaceWith(line);
  line.append(search.input, h("button", { type: "submit", class: "primary" }, "Search"));
  show("Contacts",
    h("form", { id: "contact-search-form", role: "search", "aria-label": "Contacts", novalidate: true,
      onsubmit: (event) => {
        event.preventDefault();
        clearTimeout(typing);
        state.q = search.input.value.trim();
        state.page = 0;
        reload().catch(shown);
      } }, search.element),
    results);
  await reload();
};

// A failure of a read started by the person (not the page load): shown, unless they moved on.
function shown(e) {
  if (!(e instanceof MovedOn)) say(e.message, "problem");
}

async function listContacts(state, target, search, reload, latest) {
  const query = new URLSearchParams({ page: state.page, pageSize: CONTACTS_PER_PAGE, sort: state.sort });
  if (state.q) query.set(state.q.includes("@") ? "email" : "name", state.q);
  let list;
  try {
    list = await core("GET", `/api/contacts?${query}`);
  } catch (e) {
    if (!latest()) return;
    if (e.status !== 400) throw e;
    // The search's own problem (an address that is none) goes beside the search box.
    const unnamed = showFieldErrors([search], e.errors.map((error) =>
      (error.field === "email" || error.field === "name" ? { ...error, field: "q" } : error)),
    (f, reason) => `The search ${reason}.`);
    target.replaceChildren();
    if (unnamed.length) say(e.message, "problem");
    return;
  }
  if (!latest()) return;
  showFieldErrors([search], []);
  const first = state.page * CONTACTS_PER_PAGE;
  const last = first + list.data.length;
  const heading = (column) => {
    const current = state.sort === column.sort ? "ascending" : state.sort === `-${column.sort}` ? "descending" : null;
    const next = current === "ascending" ? `-${column.sort}` : column.sort;
    return h("th", { scope: "col", "aria-sort": current },
      h("button", { type: "button", class: "sort", "data-sort": column.sort,
        "aria-label": `${column.label}, sort ${next.startsWith("-") ? "descending" : "ascending"}`,
        onclick: async () => {
          state.sort = next;
          state.page = 0;
          await reload().catch(shown);
          target.querySelector(`button[data-sort="${column.sort}"]`)?.focus();
        } },
      column.label, h("span", { class: "sort-mark", "aria-hidden": "true",
        text: current === "ascending" ? " ▲" : current === "descending" ? " ▼" : "" })));
  };
  const rows = list.data.map((c) => h("tr", { "data-contact": c._id },
    h("td", {}, h("a", { href: `#contact/${enc(c._id)}`, text: c.fullName || c.email || c._id })),
    h("td", { text: c.email || "" }), h("td", { text: c.phone || "" }), h("td", { text: c.contactType || "" })));
  const pageTo = (page) => async () => {
    state.page = page;
    await reload().catch(shown);
    document.getElementById("contacts-range")?.focus();
  };
  target.replaceChildren(
    list.count === 0 ? h("p", { id: "contacts-none", text: state.q ? "No contact matches the search." : "No contacts yet." })
      : h("div", { class: "table-wrap" }, h("table", { id: "contacts-table" },
        h("caption", { class: "visually-hidden", text: "Contacts; the column buttons change the order." }),
        h("thead", {}, h("tr", {}, CONTACT_COLUMNS.map(heading))),
        h("tbody", {}, rows))),
    h("div", { class: "pager" },
      h("button", { type: "button", disabled: state.page === 0, onclick: pageTo(state.page - 1) }, "Previous"),
      h("span", { id: "contacts-range", tabindex: "-1", role: "status",
        text: list.count ? `${first + 1}–${last} of ${list.count}` : "" }),
      h("button", { type: "button", disabled: last >= list.count, onclick: pageTo(state.page + 1) }, "Next")));
}

// A contact: their details, their cards on the organization's boards, and their e-mail verification history
// (statuses and times; the API never answers a code).
pages.contact = async (contactId = "") => {
  const org = orgOrAsk("Contact");
  if (!org) return;
  const found = await core("GET", `/api/contacts/${enc(contactId)}`);
  const contact = found.data[0];
  if (!contact) {
    show("Contact", h("p", {}, "No such contact in this organization. ",
      h("a", { href: "#contacts", text: "Back to the contacts" }), "."));
    return;
  }
  const [boards, verifications, submissions] = await Promise.all([
    api("GET", "/api/admin/boards?limit=1000"),
    core("GET", `/api/contacts/${enc(contact._id)}/verifications?limit=20`),
    core("GET", `/api/contacts/${enc(contact._id)}/submissions?limit=20`),
  ]);
  const orgBoards = boards.data.filter((b) => b.companyId === org);
  const open = orgBoards.filter((b) => b.apiEnabled);
  const lists = await Promise.all(open.map((b) =>
    core("GET", `/api/board/${enc(b._id)}?relatedId=${enc(contact._id)}&pageSize=100`)));
  const cards = lists.flatMap((list, i) => list.data.map((card) => ({ card, board: open[i], total: list.count })));
  const more = lists.some((list) => list.count > list.data.length);
  show(contact.fullName || contact.email || contact._id,
    h("p", {}, h("a", { href: "#contacts", text: "All contacts" })),
    h("section", { "aria-labelledby": "contact-details-heading" },
      h("h2", { id: "contact-details-heading", text: "Details" }),
      contactDetails(contact)),
    h("section", { "aria-labelledby": "contact-cards-heading" },
      h("h2", { id: "contact-cards-heading", text: `Cards (${cards.length}${more ? "+" : ""})` }),
      cards.length ? table(["Card", "Board", "Updated"], cards.map(({ card, board }) => h("tr", { "data-card": card._id },
        h("td", {}, h("a", { href: `#card/${enc(board._id)}/${enc(card._id)}`, text: card.name || card._id }),
          card.archived ? h("span", { class: "badge off", text: "archived" }) : null),
        h("td", { text: board.name }), h("td", { text: when(card.updatedAt) }))))
        : h("p", { id: "contact-no-cards", text: "No card on the organization's boards refers to this contact." }),
      more ? h("p", { class: "hint", text: "Only the newest 100 cards of each board are listed." }) : null,
      orgBoards.length > open.length ? h("p", { class: "hint",
        text: `Not searched, their API being off: ${orgBoards.filter((b) => !b.apiEnabled).map((b) => b.name).join(", ")}.` })
        : null),
    h("section", { "aria-labelledby": "contact-submissions-heading" },
      h("h2", { id: "contact-submissions-heading", text: `Form submissions (${submissions.total})` }),
      submissions.data.length
        ? table(["Received", "Form", "Card"], submissions.data.map((s) => h("tr", { "data-submission": s._id },
          h("td", {}, h("time", { datetime: s.createdAt, text: when(s.createdAt) })),
          h("td", {}, h("a", { href: `#submissions/${enc(s.formId)}`, text: s.formName || s.formId })),
          h("td", {}, h("a", { href: `#card/${enc(s.boardId)}/${enc(s.cardId)}`, text: s.cardName ?? `${s.cardId} (removed)` })))),
          "Newest first")
        : h("p", { id: "contact-no-submissions", text: "No form submission names this contact as its applicant." }),
      submissions.total > submissions.data.length
        ? h("p", { class: "hint", text: `The newest ${submissions.data.length} of ${submissions.total} are listed.` }) : null),
    h("section", { "aria-labelledby": "contact-verifications-heading" },
      h("h2", { id: "contact-verifications-heading", text: "E-mail verification" }),
      verifications.data.length
        ? table(["Status", "Started", "Ended", "Code valid until", { label: "Wrong codes", num: true }],
          verifications.data.map((v) => h("tr", {},
            h("td", {}, h("span", { class: `badge verification-${v.status}`, text: VERIFICATION_WORDS[v.status] || v.status })),
            h("td", {}, h("time", { datetime: v.createdAt, text: when(v.createdAt) })),
            h("td", {}, v.finishedAt ? h("time", { datetime: v.finishedAt, text: when(v.finishedAt) }) : "—"),
            h("td", {}, h("time", { datetime: v.expiresAt, text: when(v.expiresAt) })),
            h("td", { class: "num", text: v.failedAttempts }))), "Newest first")
        : h("p", { id: "contact-no-verifications",
          text: contact.email ? "No verification of this address is on record." : "The contact has no e-mail address." })));
};

const VERIFICATION_WORDS = { pending: "waiting for the code", verified: "verified", invalidated: "too many wrong codes",
  "send-failed": "e-mail not sent", expired: "expired" };

function contactDetails(c) {
  const address = typeof c.address === "object" && c.address
    ? ["street", "city", "state", "zip", "country"].map((k) => c.address[k]).filter(Boolean).join(", ") : "";
  const rows = [["Name", c.fullName], ["E-mail address", c.email], ["Phone", c.phone], ["Type", c.contactType],
    ["Company", c.company], ["Title", c.title], ["Address", address], ["Id", c._id]].filter(([, value]) => value);
  return h("dl", { class: "details" }, rows.flatMap(([term, value]) => [h("dt", { text: term }), h("dd", { text: value })]));
}

// Submissions: a form of the organization, then what it received, newest first, each opening its card. The
// form and page live in the address (#submissions/formId/page).
const SUBMISSIONS_PER_PAGE = 25;

pages.submissions = async (formId = "", page = "0") => {
  const org = orgOrAsk("Submissions");
  if (!org) return;
  const [forms, boards] = await Promise.all([api("GET", "/api/admin/forms?limit=1000"),
    api("GET", "/api/admin/boards?limit=1000")]);
  const own = forms.data.filter((f) => f.companyId === org);
  const boardNames = new Map(boards.data.map((b) => [b._id, b.name]));
  const picker = h("select", { id: "submission-form" },
    h("option", { value: "", text: own.length ? "Choose a form…" : "No forms" }),
    own.map((f) => h("option", { value: f._id, text: f.name || f._id, selected: f._id === formId })));
  picker.addEventListener("change", () => { location.hash = picker.value ? `#submissions/${enc(picker.value)}` : "#submissions"; });
  const chosen = field("form", "Form", picker);
  const results = h("div", { id: "submission-results" });
  show("Submissions", h("div", { class: "row" }, chosen.element), results);
  const form = own.find((f) => f._id === formId);
  if (!formId) {
    results.replaceChildren(h("p", { text: "Choose a form to see what it received." }));
    return;
  }
  if (!form) {
    showFieldErrors([chosen], [{ field: "form", reason: "is not a form of this organization" }], () =>
      "This form is not one of the organization's: choose another.");
    return;
  }
  const skip = Math.max(0, Number.parseInt(page, 10) || 0) * SUBMISSIONS_PER_PAGE;
  const list = await api("GET", `/api/admin/forms/${enc(form._id)}/submissions?limit=${SUBMISSIONS_PER_PAGE}&skip=${skip}`);
  const last = skip + list.data.length;
  const pageNumber = skip / SUBMISSIONS_PER_PAGE;
  results.replaceChildren(
    list.total === 0 ? h("p", { id: "submissions-none", text: "This form has received nothing yet." })
      : table(["Received", "Card", "Board", "Applicant", "What it did"], list.data.map((s) => h("tr", { "data-submission": s._id },
        h("td", {}, h("time", { datetime: s.createdAt, text: when(s.createdAt) })),
        h("td", {}, h("a", { href: `#card/${enc(s.boardId)}/${enc(s.cardId)}`, text: s.cardName ?? `${s.cardId} (removed)` })),
        h("td", { text: boardNames.get(s.boardId) || s.boardId }),
        h("td", {}, s.contactId ? h("a", { href: `#contact/${enc(s.contactId)}`, text: "their contact" }) : "—"),
        h("td", { text: s.newCard ? "created the card" : "filled the card through a form link" }))), "Newest first"),
    h("div", { class: "pager" },
      pageNumber > 0 ? h("a", { class: "button", href: `#submissions/${enc(form._id)}/${pageNumber - 1}` }, "Newer") : null,
      h("span", { id: "submissions-range", text: list.total ? `${skip + 1}–${last} of ${list.total}` : "" }),
      last < list.total ? h("a", { class: "button", href: `#submissions/${enc(form._id)}/${pageNumber + 1}` }, "Older")
        : null));
};
