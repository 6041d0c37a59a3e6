/*
 * Property Portal embeddable form. No build step, no dependencies, no API key.
 * Usage: <div data-form="FORMID" data-board="BOARDID" data-card="new"></div>
 *        (an existing card: data-card="CARDID" data-token="TOKEN" from the card owner's form link)
 *        <script src="https://portal.example/embed/form.js" async></script>
 * Theme with CSS variables on any ancestor: --pp-font, --pp-accent, --pp-radius, --pp-border,
 * --pp-error, --pp-success, --pp-text, --pp-background, --pp-gap.
 * A preview of a definition not yet saved (the console's form editor): PropertyPortalForm.preview(host, definition)
 * draws it with this same code; its Send runs the checks of the page and sends nothing.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var defaultApi = script && script.src ? new URL(script.src, document.baseURI).origin : "";
  var counter = 0;

  var CSS = [
    ".pp-form{font-family:var(--pp-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);color:var(--pp-text,#1f2933);",
    "background:var(--pp-background,#fff);max-width:36rem;display:grid;gap:var(--pp-gap,1rem);line-height:1.4}",
    ".pp-form h2{margin:0;font-size:1.4rem}",
    ".pp-field{display:grid;gap:.35rem}",
    ".pp-field label{font-weight:600;font-size:.95rem}",
    ".pp-required{color:var(--pp-error,#c62828);margin-left:.2rem}",
    ".pp-form input[type=text],.pp-form input[type=email],.pp-form input[type=tel],.pp-form input[type=date],",
    ".pp-form select,.pp-form textarea{font:inherit;padding:.55rem .7rem;border:1px solid var(--pp-border,#c5ccd3);",
    "border-radius:var(--pp-radius,6px);background:#fff;color:inherit;width:100%;box-sizing:border-box}",
    ".pp-form textarea{min-height:6rem;resize:vertical}",
    ".pp-form input:focus,.pp-form select:focus,.pp-form textarea:focus,.pp-form button:focus{outline:2px solid var(--pp-accent,#1565c0);outline-offset:1px}",
    ".pp-form [aria-invalid=true]{border-color:var(--pp-error,#c62828)}",
    ".pp-check{display:flex;gap:.5rem;align-items:center}",
    ".pp-check input{width:1.1rem;height:1.1rem;accent-color:var(--pp-accent,#1565c0)}",
    ".pp-money{position:relative}.pp-money span{position:absolute;left:.7rem;top:50%;transform:translateY(-50%);color:#66727f}",
    ".pp-money input{padding-left:1.6rem!important}",
    ".pp-message{color:var(--pp-error,#c62828);font-size:.88rem;min-height:0}",
    ".pp-message:empty{display:none}",
    ".pp-hp{position:absolute!important;left:-10000px!important;width:1px;height:1px;overflow:hidden}",
    ".pp-combo{position:relative}",
    ".pp-listbox{position:absolute;z-index:10;left:0;right:0;margin:.2rem 0 0;padding:0;list-style:none;background:#fff;",
    "border:1px solid var(--pp-border,#c5ccd3);border-radius:var(--pp-radius,6px);max-height:14rem;overflow:auto;box-shadow:0 4px 12px rgba(0,0,0,.12)}",
    ".pp-listbox[hidden]{display:none}",
    ".pp-listbox li{padding:.5rem .7rem;cursor:pointer}",
    ".pp-listbox li[aria-selected=true],.pp-listbox li:hover{background:var(--pp-accent,#1565c0);color:#fff}",
    ".pp-submit{font:inherit;font-weight:600;padding:.65rem 1.2rem;border:0;border-radius:var(--pp-radius,6px);",
    "background:var(--pp-accent,#1565c0);color:#fff;cursor:pointer;justify-self:start}",
    ".pp-submit[disabled]{opacity:.6;cursor:default}",
    ".pp-status{padding:.7rem .9rem;border-radius:var(--pp-radius,6px)}",
    ".pp-status:empty{display:none}",
    ".pp-status.pp-ok{background:#e8f5e9;color:var(--pp-success,#1b5e20)}",
    ".pp-status.pp-bad{background:#fdecea;color:var(--pp-error,#c62828)}"
  ].join("");

  function injectStyles() {
    if (document.getElementById("pp-form-styles")) return;
    var style = document.createElement("style");
    style.id = "pp-form-styles";
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (attrs[k] !== undefined && attrs[k] !== null && attrs[k] !== false) node.setAttribute(k, attrs[k]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function request(url, body) {
    var init = body === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    };
    if (body && body.__key) {
      init.headers["Idempotency-Key"] = body.__key;
      delete body.__key;
      init.body = JSON.stringify(body);
    }
    return fetch(url, init).then(function (response) {
      return response.text().then(function (text) {
        var json = null;
        try { json = text ? JSON.parse(text) : null; } catch (e) { json = null; }
        return { status: response.status, json: json };
      });
    });
  }

  // Client-side checks mirror the server's; the server's answer is still what counts.
  var E164 = /^\+[1-9][0-9]{1,14}$/;
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  var DECIMAL = /^[0-9]{1,13}(\.[0-9]{1,2})?$/;

  function isDate(s) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    var d = new Date(s + "T00:00:00Z");
    return !isNaN(d) && d.toISOString().slice(0, 10) === s;
  }

  function problemWith(field, value) {
    if (value === null || value === "") return field.required ? "This field is required." : null;
    switch (field.type) {
      case "string": return value.length > 1000 ? "Use at most 1,000 characters." : null;
      case "textarea": return value.length > 20000 ? "Use at most 20,000 characters." : null;
      case "email": return EMAIL.test(value) ? null : "Enter a valid e-mail address.";
      case "phone": return E164.test(value.replace(/[\s().\[\]-]/g, "")) ? null
        : "Enter an international number, such as +1 206 555 0100.";
      case "date": return isDate(value) ? null : "Enter a date.";
      case "money": return DECIMAL.test(value) ? null : "Enter an amount such as 1250.50.";
      default: return null;
    }
  }

  function centsToDecimal(cents) {
    var n = Number(cents);
    if (!isFinite(n)) return "";
    return (n / 100).toFixed(2);
  }

  function PortalForm(host) {
    this.host = host;
    this.api = (host.getAttribute("data-api") || defaultApi).replace(/\/+$/, "");
    this.formId = host.getAttribute("data-form");
    this.boardId = host.getAttribute("data-board");
    this.cardId = host.getAttribute("data-card") || "new";
    this.token = host.getAttribute("data-token");
    this.prefix = "pp" + (++counter);
    this.controls = {};
  }

  PortalForm.prototype.load = function () {
    var self = this;
    var url = this.api + "/forms/" + encodeURIComponent(this.formId) + "/" + encodeURIComponent(this.cardId) + "/"
      + encodeURIComponent(this.boardId) + (this.token ? "?token=" + encodeURIComponent(this.token) : "");
    this.host.textContent = "Loading…";
    return request(url).then(function (answer) {
      if (answer.status !== 200 || !answer.json) {
        self.host.textContent = "This form is not available.";
        return;
      }
      self.render(answer.json);
    }, function () {
      self.host.textContent = "This form could not be loaded.";
    });
  };

  PortalForm.prototype.render = function (definition) {
    var self = this;
    this.definition = definition;
    var form = el("form", { "class": "pp-form", novalidate: "novalidate", "aria-labelledby": this.prefix + "-title" });
    form.appendChild(el("h2", { id: this.prefix + "-title" }, definition.name));
    definition.fields.forEach(function (field) { form.appendChild(self.renderField(field)); });

    var hp = el("div", { "class": "pp-hp", "aria-hidden": "true" });
    this.hp = el("input", { type: "text", name: "hp", tabindex: "-1", autocomplete: "off" });
    hp.appendChild(this.hp);
    form.appendChild(hp);

    this.submitButton = el("button", { type: "submit", "class": "pp-submit" }, "Send");
    form.appendChild(this.submitButton);
    this.status = el("div", { "class": "pp-status", role: "status", "aria-live": "polite" });
    form.appendChild(this.status);
    form.addEventListener("submit", function (event) { event.preventDefault(); self.submit(); });
    this.host.textContent = "";
    this.host.appendChild(form);
    this.form = form;
  };

  PortalForm.prototype.renderField = function (field) {
    var id = this.prefix + "-" + field.uuid.replace(/[^A-Za-z0-9_-]/g, "_");
    var messageId = id + "-message";
    var wrap = el("div", { "class": "pp-field", "data-uuid": field.uuid });
    var label = el("label", { "for": id }, field.label);
    if (field.required) {
      label.appendChild(el("span", { "class": "pp-required", "aria-hidden": "true" }, "*"));
    }
    var common = { id: id, name: field.uuid, "aria-describedby": messageId, "aria-required": field.required ? "true" : null };
    var input;
    var value = field.value;
    switch (field.type) {
      case "textarea":
        input = el("textarea", common);
        if (value !== undefined) input.value = value;
        break;
      case "boolean":
        input = el("input", Object.assign({ type: "checkbox" }, common));
        input.checked = value === true;
        var row = el("div", { "class": "pp-check" });
        row.appendChild(input);
        row.appendChild(label);
        wrap.appendChild(row);
        break;
      case "select":
        if (field.unitPicker) {
          input = this.unitPicker(field, common, wrap, label);
        } else {
          input = el("select", common);
          input.appendChild(el("option", { value: "" }, "Choose…"));
          (field.options || []).forEach(function (option) {
            var o = el("option", { value: option }, option);
            if (value === option) o.selected = true;
            input.appendChild(o);
          });
        }
        break;
      case "money":
        input = el("input", Object.assign({ type: "text", inputmode: "decimal", autocomplete: "off",
          placeholder: "0.00" }, common));
        if (value !== undefined) input.value = centsToDecimal(value);
        var money = el("div", { "class": "pp-money" });
        money.appendChild(el("span", { "aria-hidden": "true" }, "$"));
        money.appendChild(input);
        wrap.appendChild(label);
        wrap.appendChild(money);
        break;
      default:
        var types = { email: "email", phone: "tel", date: "date" };
        var extra = { email: { autocomplete: "email" }, phone: { autocomplete: "tel", placeholder: "+1 206 555 0100" } };
        input = el("input", Object.assign({ type: types[field.type] || "text" }, extra[field.type] || {}, common));
        if (value !== undefined) input.value = value;
    }
    if (!wrap.firstChild) {
      wrap.appendChild(label);
      wrap.appendChild(field.unitPicker ? input.parentNode : input);
    }
    var message = el("div", { "class": "pp-message", id: messageId });
    wrap.appendChild(message);
    this.controls[field.uuid] = { field: field, input: input, message: message };
    return wrap;
  };

  // A searchable combobox (WAI-ARIA 1.2 pattern): typing searches the organization's units.
  PortalForm.prototype.unitPicker = function (field, common, wrap, label) {
    var self = this;
    var listId = common.id + "-list";
    var box = el("div", { "class": "pp-combo" });
    var input = el("input", Object.assign({ type: "text", role: "combobox", "aria-autocomplete": "list",
      "aria-expanded": "false", "aria-controls": listId, autocomplete: "off", placeholder: "Search units…" }, common));
    var list = el("ul", { id: listId, role: "listbox", "class": "pp-listbox", "aria-label": field.label });
    list.hidden = true;
    box.appendChild(input);
    box.appendChild(list);
    input.dataset.value = field.value || "";
    if (field.value) {
      input.value = field.value;
      request(self.api + "/listing/" + encodeURIComponent(field.value)).then(function (answer) {
        if (answer.status === 200 && answer.json && answer.json.name && input.dataset.value === field.value) {
          input.value = answer.json.name;
        }
      }, function () { /* keep showing the id */ });
    }
    var results = [];
    var active = -1;
    var timer = null;
    var latest = 0;

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }
    function highlight(index) {
      var items = list.children;
      for (var i = 0; i < items.length; i++) items[i].setAttribute("aria-selected", i === index ? "true" : "false");
      active = index;
      if (index >= 0 && items[index]) {
        input.setAttribute("aria-activedescendant", items[index].id);
        items[index].scrollIntoView({ block: "nearest" });
      }
    }
    function choose(index) {
      var location = results[index];
      if (!location) return;
      input.value = location.name;
      input.dataset.value = location._id;
      close();
    }
    function show(locations) {
      results = locations;
      list.textContent = "";
      locations.forEach(function (location, i) {
        var text = location.name + (location.address && location.address.formattedAddress
          ? " — " + location.address.formattedAddress : "");
        var item = el("li", { id: listId + "-" + i, role: "option", "aria-selected": "false",
          "data-value": location._id }, text);
        item.addEventListener("mousedown", function (e) { e.preventDefault(); choose(i); });
        list.appendChild(item);
      });
      if (!locations.length) list.appendChild(el("li", { role: "option", "aria-disabled": "true" }, "No units found"));
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      active = -1;
    }
    function search() {
      var companyId = self.definition.companyId;
      var mine = ++latest;
      request(self.api + "/api/portal/forms/searchLocations", { companyId: companyId, query: input.value.trim() })
        .then(function (answer) {
          if (mine !== latest) return;
          if (answer.status === 200 && answer.json && document.activeElement === input) show(answer.json.locations || []);
        });
    }
    input.addEventListener("input", function () {
      input.dataset.value = "";
      clearTimeout(timer);
      timer = setTimeout(search, 250);
    });
    input.addEventListener("focus", function () { if (!input.value) { clearTimeout(timer); timer = setTimeout(search, 0); } });
    input.addEventListener("blur", function () { setTimeout(close, 100); });
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown") {
        e.preventDefault();
        if (list.hidden) { search(); return; }
        highlight(Math.min(active + 1, results.length - 1));
      } else if (e.key === "ArrowUp") {
        e.preventDefault();
        highlight(Math.max(active - 1, 0));
      } else if (e.key === "Enter" && !list.hidden && active >= 0) {
        e.preventDefault();
        choose(active);
      } else if (e.key === "Escape") {
        close();
      }
    });
    wrap.appendChild(label);
    wrap.appendChild(box);
    return input;
  };

  PortalForm.prototype.valueOf = function (control) {
    var field = control.field;
    var input = control.input;
    if (field.type === "boolean") return input.checked;
    if (field.unitPicker) return input.dataset.value || (input.value.trim() ? input.value.trim() : null);
    var value = input.value;
    if (field.type === "money") value = value.replace(/[$,\s]/g, "");
    return value.trim() === "" ? null : value;
  };

  PortalForm.prototype.showMessage = function (uuid, text) {
    var control = this.controls[uuid];
    if (!control) return;
    control.message.textContent = text || "";
    if (text) control.input.setAttribute("aria-invalid", "true");
    else control.input.removeAttribute("aria-invalid");
  };

  PortalForm.prototype.submit = function () {
    var self = this;
    var data = {};
    var firstBad = null;
    Object.keys(this.controls).forEach(function (uuid) {
      var control = self.controls[uuid];
      var value = self.valueOf(control);
      var problem = control.field.type === "boolean" ? null : problemWith(control.field, value);
      if (control.field.unitPicker && value && !control.input.dataset.value) problem = "Choose a unit from the list.";
      self.showMessage(uuid, problem);
      if (problem && !firstBad) firstBad = control.input;
      if (value !== null) data[uuid] = value;
    });
    this.status.className = "pp-status";
    this.status.textContent = "";
    if (firstBad && !this.host.hasAttribute("data-no-client-checks")) {
      this.status.className = "pp-status pp-bad";
      this.status.textContent = "Please correct the marked fields.";
      firstBad.focus();
      return Promise.resolve();
    }
    if (this.previewOnly) {
      this.status.className = "pp-status pp-ok";
      this.status.textContent = "Preview: the values pass the form's checks; nothing was sent.";
      return Promise.resolve();
    }
    this.key = this.key || (window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random());
    var body = { formId: this.formId, cardId: this.cardId, boardId: this.boardId, data: data, hp: this.hp.value,
      __key: this.key };
    if (this.token) body.token = this.token;
    this.submitButton.disabled = true;
    return request(this.api + "/forms/submit", body).then(function (answer) {
      self.submitButton.disabled = false;
      var json = answer.json || {};
      if (answer.status === 200) {
        self.key = null;
        self.status.className = "pp-status pp-ok";
        self.status.textContent = json.message || "Thank you!";
        return;
      }
      self.key = null;
      var focus = null;
      (json.errors || []).forEach(function (error) {
        var uuid = String(error.field || "").replace(/^data\./, "");
        if (self.controls[uuid]) {
          self.showMessage(uuid, error.reason.charAt(0).toUpperCase() + error.reason.slice(1) + ".");
          focus = focus || self.controls[uuid].input;
        }
      });
      self.status.className = "pp-status pp-bad";
      self.status.textContent = answer.status === 400 ? "Please correct the marked fields."
        : answer.status === 429 ? "Too many submissions; please try again in a minute."
        : (json.reason || json.message || "The form could not be sent.");
      if (focus) focus.focus();
    }, function () {
      self.submitButton.disabled = false;
      self.status.className = "pp-status pp-bad";
      self.status.textContent = "The form could not be sent; check your connection and try again.";
    });
  };

  function start() {
    injectStyles();
    var hosts = document.querySelectorAll("[data-form][data-board]");
    for (var i = 0; i < hosts.length; i++) {
      if (hosts[i].getAttribute("data-pp-ready")) continue;
      hosts[i].setAttribute("data-pp-ready", "true");
      new PortalForm(hosts[i]).load();
    }
  }

  window.PropertyPortalForm = {
    preview: function (host, definition) {
      injectStyles();
      var form = new PortalForm(host);
      form.previewOnly = true;
      form.render(definition);
      return form;
    }
  };

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
