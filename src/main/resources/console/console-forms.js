// The console's forms, on the shell's helpers (console.js).
"use strict";

// Forms: the list, a live preview by the real embed script, the snippet, and form links for cards.
async function forms() {
  const list = await api("GET", "/api/admin/forms?limit=1000");
  const detail = h("div", { id: "form-detail" });
  const filter = h("input", { id: "form-filter", type: "search", maxlength: 200 });
  filter.addEventListener("input", () => {
    const needle = filter.value.toLowerCase();
    for (const row of view.querySelectorAll("tr[data-form]")) row.hidden = !row.textContent.toLowerCase().includes(needle);
  });
  show("Forms",
    h("div", { class: "row" }, h("div", {}, h("label", { for: "form-filter", text: "Find a form, organization or board" }), filter)),
    table(["Form", "Organization", "Board", ""], list.data.map((f) => h("tr", { "data-form": f._id },
      h("td", { text: f.name }), h("td", { text: f.companyId }),
      h("td", {}, h("a", { href: `#board/${enc(f.boardId)}`, text: f.boardId })),
      h("td", {}, h("button", { type: "button", onclick: () => formDetail(f, detail) }, "Open"))))),
    detail);
}

function formDetail(form, target) {
  const snippet = `<div data-form="${form._id}" data-board="${form.boardId}" data-card="new"></div>\n`
    + `<script src="${location.origin}/embed/form.js" async></script>`;
  const copyButton = h("button", { type: "button", onclick: () => copy(snippet, copyButton) }, "Copy snippet");
  const card = h("input", { id: "link-card", maxlength: 64 });
  const link = h("div", { "aria-live": "polite" });
  const preview = h("div", { class: "preview", "data-form": form._id, "data-board": form.boardId, "data-card": "new" });
  target.replaceChildren(
    h("h2", { text: `Form: ${form.name}` }),
    h("label", { for: "snippet", text: "Embed snippet" }), h("textarea", { id: "snippet", readonly: true, rows: 3 }, snippet),
    h("div", { class: "actions" }, copyButton),
    h("h2", { text: "Form link for an existing card" }),
    h("form", { onsubmit: async (event) => {
      event.preventDefault();
      try {
        const made = await api("POST", `/api/admin/boards/${enc(form.boardId)}/cards/${enc(card.value)}/form-link`,
          { formId: form._id });
        link.replaceChildren(h("p", {}, "Link: ", h("a", { href: made.data.url, text: made.data.url }),
          ` (until ${when(made.data.expiresAt)})`));
      } catch (e) { say(e.message, "problem"); }
    } }, h("label", { for: "link-card", text: "Card id" }),
    h("div", { class: "row" }, card, h("button", { type: "submit", class: "primary" }, "Make form link"))),
    link,
    h("h2", { text: "Preview" }), preview);
  // The real embed script renders the preview; it scans the page for data-form elements when it loads. Its
  // styles come as a file: the script leaves out its inline styles when #pp-form-styles is there.
  if (!document.getElementById("pp-form-styles")) {
    document.head.append(h("link", { rel: "stylesheet", id: "pp-form-styles", href: "/admin/assets/embed.css" }));
  }
  document.querySelector("script[data-embed]")?.remove();
  document.body.append(h("script", { src: "/embed/form.js", "data-embed": true }));
}

pages.forms = () => forms();
