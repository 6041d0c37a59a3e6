package com.propertyportal.home.control;

import com.propertyportal.http.HtmlText;
import com.propertyportal.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import java.util.List;

/**
 * What the server's root address lists for a person and for a program alike, from one list: where to work (the
 * console), the API and its description, the health checks, and the documentation (the one document the server
 * serves, and the others with the sources).
 */
public final class ServiceIndex {

    public static final String NAME = "Property Portal and Contact Verification Service";

    /** A link of the index: its relation, address, title and what it is for. */
    public record Link(String rel, String href, String title, String description) {}

    /** A document of the docs folder, kept with the sources rather than served. */
    public record Document(String path, String title, String covers) {}

    public static final List<Link> LINKS = List.of(
            new Link(
                    "console",
                    "/admin",
                    "Admin console",
                    "Organizations, locations, boards and cards, forms, users and API keys: sign in as the"
                            + " operator (ADMIN_USER) or as an organization's user."),
            new Link(
                    "api-docs",
                    "/openapi/ui/",
                    "API reference",
                    "Every operation of the portal, core and administrator's API, to read and to try."),
            new Link(
                    "openapi",
                    "/openapi",
                    "OpenAPI document",
                    "The same description as YAML (or JSON with Accept: application/json), for client generators."),
            new Link(
                    "compatibility",
                    "/docs/aptly-compatibility.md",
                    "Compatibility with the hosted product",
                    "Each operation of the hosted product's core API, and how this service answers it."),
            new Link(
                    "ready",
                    "/health/ready",
                    "Readiness",
                    "UP once the application and its database answer: for a load balancer."),
            new Link("live", "/health/live", "Liveness", "UP while the server runs: for a process supervisor."));

    public static final List<Document> DOCUMENTS = List.of(
            new Document(
                    "README.md",
                    "README",
                    "What the service is, the run and test commands, and a map of the documentation."),
            new Document(
                    "CHANGELOG.md", "Changelog", "What changed in each release, and the schema version it ends at."),
            new Document(
                    "docs/running.md",
                    "Running it",
                    "Maven, the runnable jar, PostgreSQL, several servers, a container, Kubernetes."),
            new Document(
                    "docs/configuration.md", "Configuration", "Every setting: its default, an example and its effect."),
            new Document(
                    "docs/operations.md",
                    "Operations",
                    "Backup, restore, upgrade and rollback, each tested as written."),
            new Document("docs/troubleshooting.md", "Troubleshooting", "Each start-up error line and its fix."),
            new Document("docs/monitoring.md", "Monitoring", "Health checks, metrics, logs, traces and Admin Center."),
            new Document(
                    "docs/scaling.md",
                    "Scaling",
                    "Several servers over one PostgreSQL database, and the Kubernetes manifests."),
            new Document(
                    "docs/deploy-existing-liberty.md",
                    "Deploying into an existing Open Liberty",
                    "Installing the WAR alone into a server of one's own."),
            new Document("docs/security.md", "Security", "Who may call what, what the service defends, and how."),
            new Document(
                    "docs/testing.md", "Testing", "The test suites on H2, on PostgreSQL and on a cluster, and CI."),
            new Document("docs/benchmarks.md", "Benchmarks", "Measured throughput, latency and memory."),
            new Document("docs/portal.md", "The portal area", "Listings, context, schools and the embeddable forms."),
            new Document(
                    "docs/getting-started.md",
                    "Getting started",
                    "From an empty server to a verified contact, in the console and with curl."),
            new Document(
                    "docs/core.md",
                    "The core area",
                    "API keys and their scopes, boards, cards, files, contacts and the rate limit."),
            new Document(
                    "docs/verification.md",
                    "Contact e-mail verification",
                    "The two steps, their limits and the integrator's duties."),
            new Document(
                    "docs/integrating.md",
                    "Integrating",
                    "The three ways the service is used (portal, API key, delegate token) and their credentials."),
            new Document(
                    "docs/admin-api.md",
                    "The administrator's API",
                    "Organizations, boards, imports, keys, locations, users, apps and the login throttle."),
            new Document("docs/import-format.md", "The import document", "The JSON document the import takes."),
            new Document("docs/errors.md", "Errors", "Problem bodies, input rules and the link rule."),
            new Document("docs/console.md", "The admin console", "A property manager's day in the console."),
            new Document(
                    "docs/users.md",
                    "Users of an organization",
                    "Roles, invitations, passwords, sign-in and single sign-on."),
            new Document(
                    "docs/aptly-compatibility.md",
                    "Compatibility with the hosted product",
                    "The hosted product's operations, one by one."),
            new Document(
                    "docs/migrating-from-aptly.md",
                    "Moving off the hosted product",
                    "What to change in an integration written against the hosted product's API."),
            new Document(
                    "docs/architecture.md",
                    "Architecture",
                    "The source tree, the components and the rules between them."));

    private static final JsonObject JSON = json();
    private static final String HTML = html();

    private ServiceIndex() {}

    public static JsonObject asJson() {
        return JSON;
    }

    public static String asHtml() {
        return HTML;
    }

    private static JsonObject json() {
        JsonArrayBuilder links = Json.createArrayBuilder();
        for (Link link : LINKS) {
            links.add(Json.createObjectBuilder()
                    .add("rel", link.rel())
                    .add("href", link.href())
                    .add("title", link.title())
                    .add("description", link.description()));
        }
        JsonArrayBuilder documents = Json.createArrayBuilder();
        for (Document document : DOCUMENTS) {
            documents.add(Json.createObjectBuilder()
                    .add("path", document.path())
                    .add("title", document.title())
                    .add("covers", document.covers()));
        }
        return Json.createObjectBuilder()
                .add("service", NAME)
                .add("links", links)
                .add("documents", documents)
                .build();
    }

    private static String html() {
        StringBuilder page = new StringBuilder(
                        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(NAME)
                .append("</title>\n")
                .append("<link rel=\"stylesheet\" href=\"/admin/assets/console.css\">\n")
                .append("<link rel=\"icon\" href=\"/admin/assets/icon.svg\" type=\"image/svg+xml\">\n")
                .append("</head>\n<body>\n<main>\n<h1>")
                .append(NAME)
                .append("</h1>\n<p>This server answers the public portal, the core API and the administrator's API. ")
                .append("Start here:</p>\n<ul class=\"index\">\n");
        for (Link link : LINKS) {
            page.append("<li><a href=\"")
                    .append(HtmlText.escape(link.href()))
                    .append("\">")
                    .append(HtmlText.escape(link.title()))
                    .append("</a> <code>")
                    .append(HtmlText.escape(link.href()))
                    .append("</code><br>")
                    .append(HtmlText.escape(link.description()))
                    .append("</li>\n");
        }
        page.append("</ul>\n<h2>Documentation</h2>\n")
                .append("<p>Besides the compatibility table above, the documentation comes with the sources: ")
                .append(
                        "<code>README.md</code> and the <code>docs</code> folder of the repository; this server does not serve them.</p>\n")
                .append("<ul class=\"index\">\n");
        for (Document document : DOCUMENTS) {
            page.append("<li><b>")
                    .append(HtmlText.escape(document.title()))
                    .append("</b> <code>")
                    .append(HtmlText.escape(document.path()))
                    .append("</code><br>")
                    .append(HtmlText.escape(document.covers()))
                    .append("</li>\n");
        }
        return page.append("</ul>\n</main>\n</body>\n</html>\n").toString();
    }
}
