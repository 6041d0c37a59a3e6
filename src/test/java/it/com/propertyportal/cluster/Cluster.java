package it.com.propertyportal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The cluster that cluster/run.sh started: the balancer, servers a and b, their PostgreSQL, and the
 * harness's own commands to kill and restart its parts. Ports follow CLUSTER_PORT_BASE as the script does.
 */
final class Cluster {

    static final int BASE = Integer.getInteger("cluster.port.base", 9600);
    static final String BALANCER = "http://127.0.0.1:" + BASE;
    static final String A = "http://127.0.0.1:" + (BASE + 1);
    static final String B = "http://127.0.0.1:" + (BASE + 3);
    static final int SMTP_PORT = BASE + 6;
    static final String DATABASE = "jdbc:postgresql://127.0.0.1:" + (BASE + 7) + "/portal";
    static final Path ROOT = Path.of(System.getProperty("cluster.root", ".")).toAbsolutePath();
    static final Path DIR = Path.of(
            System.getProperty("cluster.dir", ROOT.resolve("target/cluster").toString()));

    /** HTTP/1.1, as a balancer speaks to the servers (no upgrade to HTTP/2 on each new connection). */
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3))
            .build();

    private Cluster() {}

    static Api.Reply send(String base, String method, String path, String json, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(30))
                .method(
                        method,
                        json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Api.Reply(response.statusCode(), response.headers(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + base + path + " failed: " + e, e);
        }
    }

    /** A form posted as a script posts it: no Origin, Referer or Sec-Fetch-Site. */
    static Api.Reply sendForm(String base, String path, String form) {
        try {
            HttpResponse<String> response = CLIENT.send(
                    HttpRequest.newBuilder(URI.create(base + path))
                            .timeout(Duration.ofSeconds(30))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString(form))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Api.Reply(response.statusCode(), response.headers(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new IllegalStateException("POST " + base + path + " failed: " + e, e);
        }
    }

    static Api.Reply get(String base, String path, String... headers) {
        return send(base, "GET", path, null, headers);
    }

    static Api.Reply post(String base, String path, String json, String... headers) {
        return send(base, "POST", path, json, headers);
    }

    static Api.Reply admin(String base, String method, String path, String json) {
        return send(base, method, path, json, "Authorization", Api.adminAuthorization());
    }

    static Api.Reply upload(String base, String key, String path, String fileName, String type, byte[] content) {
        String boundary = "cluster" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + fileName
                        + "\"\r\nContent-Type: " + type + "\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        try {
            HttpResponse<String> response = CLIENT.send(
                    HttpRequest.newBuilder(URI.create(base + path))
                            .header("x-token", key)
                            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Api.Reply(response.statusCode(), response.headers(), response.body());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] download(String base, String key, String path) throws Exception {
        HttpResponse<byte[]> response = CLIENT.send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("x-token", key)
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, response.statusCode());
        return response.body();
    }

    static Connection database() throws SQLException {
        return DriverManager.getConnection(DATABASE, "postgres", "");
    }

    /** Runs cluster/run.sh with these arguments and waits for it (it starts and stops only its own parts). */
    static void harness(String... arguments) {
        String[] command = new String[arguments.length + 2];
        command[0] = "bash";
        command[1] = ROOT.resolve("cluster/run.sh").toString();
        System.arraycopy(arguments, 0, command, 2, arguments.length);
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(
                            DIR.resolve("harness.log").toFile()))
                    .start();
            if (!process.waitFor(300, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("cluster/run.sh " + String.join(" ", arguments) + " did not finish");
            }
            assertEquals(
                    0,
                    process.exitValue(),
                    () -> "cluster/run.sh " + String.join(" ", arguments) + " failed: "
                            + tail(DIR.resolve("harness.log")));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The balancer's own view of one server: UP, DOWN, or a transition such as "UP 1/2". */
    static String balancerStatus(String server) {
        Api.Reply stats = get("http://127.0.0.1:" + (BASE + 5), "/stats;csv");
        for (String line : stats.body().split("\n")) {
            String[] columns = line.split(",", -1);
            if (columns.length > 17 && columns[0].equals("servers") && columns[1].equals(server)) {
                return columns[17];
            }
        }
        throw new AssertionError("no server " + server + " in the balancer's statistics: " + stats.body());
    }

    static String log(String server) {
        try {
            return Files.readString(DIR.resolve(server).resolve("server.log"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String tail(Path file) {
        try {
            String text = Files.readString(file);
            return text.substring(Math.max(0, text.length() - 2000));
        } catch (IOException e) {
            return "(no " + file + ")";
        }
    }
}
