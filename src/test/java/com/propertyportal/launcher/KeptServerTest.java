package com.propertyportal.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.startup.LauncherWatch;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeptServerTest {

    @TempDir
    Path temp;

    @Test
    void theServersEnvironmentNamesTheLaunchersProcessUnderTheNameTheServerWatches() throws IOException {
        KeptServer server = KeptServer.of(jar("portal.jar", "-Xmx256m\n"), temp.resolve("extract"), false);
        Map<String, String> environment = new LinkedHashMap<>();

        ServerLauncher.serverEnvironment(environment, server);

        assertEquals(String.valueOf(ProcessHandle.current().pid()), environment.get(LauncherWatch.LAUNCHER_PID));
        assertEquals(server.installation().resolve("usr").toString(), environment.get("WLP_USER_DIR"));
        server.release();
    }

    @Test
    void unpacksTheServerOnceAndFindsItAgainOnTheNextStart() throws IOException {
        Path jar = jar("portal.jar", "-Xmx256m\n");
        Path root = temp.resolve("extract");

        KeptServer first = KeptServer.of(jar, root, false);
        Path marker = first.installation().resolve("usr/servers/portal/workarea/cache");
        Files.createDirectories(marker.getParent());
        Files.writeString(marker, "warm");
        first.release();
        KeptServer second = KeptServer.of(jar, root, false);

        assertEquals(first.folder(), second.folder());
        assertEquals("warm", Files.readString(marker), "the second start runs the same folder, caches and all");
        assertEquals("#!/bin/sh\n", Files.readString(second.installation().resolve("bin/server")));
        assertTrue(Files.isExecutable(second.installation().resolve("bin/server")));
        assertFalse(Files.exists(second.folder().resolve("META-INF")), "only the installation is unpacked");
        try (Stream<Path> left = Files.list(root)) {
            assertEquals(1, left.count(), "no partial unpacking is left beside the folder");
        }
    }

    @Test
    void turnsTwoPhaseCommitOffAsTheRuntimesOwnUnpackingDoesUnlessAskedNotTo() throws IOException {
        Path jar = jar("portal.jar", "-Xmx256m");

        String off = Files.readString(
                KeptServer.of(jar, temp.resolve("a"), false).installation().resolve("usr/servers/portal/jvm.options"));
        String on = Files.readString(
                KeptServer.of(jar, temp.resolve("b"), true).installation().resolve("usr/servers/portal/jvm.options"));

        assertEquals("-Xmx256m\n-Dcom.ibm.tx.jta.disable2PC=true\n", off);
        assertEquals("-Xmx256m", on);
    }

    @Test
    void anotherBuildGetsAFolderOfItsOwnAndTheOldOneGoesOnceNoServerHoldsIt() throws IOException {
        Path root = temp.resolve("extract");
        KeptServer old = KeptServer.of(jar("portal.jar", "-Xmx256m\n"), root, false);
        KeptServer current = KeptServer.of(jar("rebuilt/portal.jar", "-Xmx200m\n"), root, false);

        assertNotEquals(old.folder(), current.folder());
        assertTrue(current.folder().getFileName().toString().startsWith("portal-"));

        current.removeOthers();
        assertTrue(Files.exists(old.folder()), "a folder a running server holds is left alone");

        KeptServer other = KeptServer.of(jar("other.jar", "-Xmx1g\n"), root, false);
        Path unheld = other.folder();
        other.release();
        current.release();
        KeptServer third = KeptServer.of(jar("rebuilt/portal.jar", "-Xms1m\n"), root, false);
        third.removeOthers();
        assertTrue(Files.exists(unheld), "another jar's folders are not this jar's to remove");
        assertTrue(Files.exists(old.folder()));
        assertFalse(Files.exists(current.folder()), "the unheld folder of an earlier build is removed");
    }

    @Test
    void aSecondServerOfTheSameJarTakesACopyOfItsOwnWhileTheFirstRuns() throws IOException {
        Path jar = jar("portal.jar", "-Xmx256m\n");
        Path root = temp.resolve("extract");

        KeptServer running = KeptServer.of(jar, root, false);
        KeptServer beside = KeptServer.of(jar, root, false);
        assertNotEquals(running.folder(), beside.folder());
        assertEquals(
                running.folder().getFileName() + ".2",
                beside.folder().getFileName().toString());

        beside.removeOthers();
        assertTrue(Files.exists(running.folder()), "the same build's folders are not removed");
        beside.release();
        assertEquals(beside.folder(), KeptServer.of(jar, root, false).folder(), "the copy is kept for the next start");
    }

    @Test
    void theContentIdFollowsTheContentNotTheFileDates() throws IOException {
        Path a = jar("a/portal.jar", "-Xmx256m\n");
        Path b = jar("b/portal.jar", "-Xmx256m\n");
        Path c = jar("c/portal.jar", "-Xmx257m\n");

        assertEquals(KeptServer.contentId(a), KeptServer.contentId(b));
        assertNotEquals(KeptServer.contentId(a), KeptServer.contentId(c));
    }

    @Test
    void refusesAnEntryThatPointsOutsideTheFolder() throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("wlp/bin/server", "#!/bin/sh\n");
        entries.put("wlp/../../escaped", "x");
        Path jar = zip("evil.jar", entries);

        assertThrows(IOException.class, () -> KeptServer.of(jar, temp.resolve("extract"), false));
        assertFalse(Files.exists(temp.resolve("escaped")));
        try (Stream<Path> left = Files.list(temp.resolve("extract"))) {
            assertEquals(0, left.count(), "the partial unpacking is removed");
        }
    }

    @Test
    void marksTheScriptsInBinExecutableAndNothingElse() {
        assertTrue(KeptServer.executable("wlp/bin/server"));
        assertFalse(KeptServer.executable("wlp/bin/server.bat"));
        assertFalse(KeptServer.executable("wlp/bin/tools/ws-server.jar"));
        assertFalse(KeptServer.executable("wlp/usr/servers/portal/server.xml"));
    }

    private Path jar(String name, String jvmOptions) throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nServer-Name: portal\n");
        entries.put("wlp/bin/server", "#!/bin/sh\n");
        entries.put("wlp/bin/tools/ws-server.jar", "jar");
        entries.put("wlp/usr/servers/portal/jvm.options", jvmOptions);
        return zip(name, entries);
    }

    private Path zip(String name, Map<String, String> entries) throws IOException {
        Path file = temp.resolve(name);
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return file;
    }
}
