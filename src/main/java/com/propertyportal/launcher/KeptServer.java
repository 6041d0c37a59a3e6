package com.propertyportal.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The server folder a runnable jar unpacks into, kept between starts: {@code <root>/<jar name>-<content id>}, where the
 * content id is a digest of every entry's name, size and CRC in the jar's central directory (read without unpacking
 * anything). A start of the same jar finds its folder complete and runs it as it is, with the runtime's caches from the
 * previous start; a different jar gets a folder of its own, unpacked beside the others into a temporary folder and moved
 * into place whole, so a start that dies half-way leaves nothing that looks complete. A running server holds its folder
 * (a lock the process keeps until it ends, however it ends): a second server of the same jar on the same machine, which
 * must not share the first one's logs and workarea, takes the next copy ({@code <name>-<content id>.2}, ...), unpacked
 * the same way and kept as well. Folders of other builds that no running server holds are removed.
 */
public final class KeptServer {

    static final String COMPLETE = ".complete";
    static final String IN_USE = ".in-use";
    private static final String TRANSACTIONS_OFF = "-Dcom.ibm.tx.jta.disable2PC=true";

    private final Path folder;
    private final FileChannel hold;

    private KeptServer(Path folder, FileChannel hold) {
        this.folder = folder;
        this.hold = hold;
    }

    /**
     * This jar's first kept folder under root that no running server holds, unpacked now if it is not there complete,
     * and held by this process from now on.
     */
    public static KeptServer of(Path jar, Path root, boolean twoPhaseCommit) throws IOException {
        Files.createDirectories(root);
        String name = folderName(jar);
        for (int copy = 1; ; copy++) {
            Path folder = root.resolve(copy == 1 ? name : name + "." + copy);
            if (!Files.exists(folder.resolve(COMPLETE))) {
                unpack(jar, root, folder, twoPhaseCommit);
            }
            FileChannel hold = tryHold(folder);
            if (hold != null) {
                return new KeptServer(folder, hold);
            }
        }
    }

    public Path folder() {
        return folder;
    }

    /** The installation (wlp) inside the folder. */
    public Path installation() {
        return folder.resolve("wlp");
    }

    /** Lets another start take the folder (a process that ends lets go of it by itself). */
    public void release() throws IOException {
        hold.close();
    }

    /** The folder's lock, or null when a running server holds it. */
    private static FileChannel tryHold(Path folder) throws IOException {
        FileChannel channel =
                FileChannel.open(folder.resolve(IN_USE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            if (channel.tryLock() != null) {
                return channel;
            }
        } catch (OverlappingFileLockException e) {
            // Held by this very process.
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        channel.close();
        return null;
    }

    /** Removes the folders of other builds under root that no running server holds, and abandoned partial unpackings. */
    public void removeOthers() {
        String build = folder.getFileName().toString().replaceFirst("\\.\\d+$", "");
        String prefix = prefixOf(build);
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(folder.getParent())) {
            for (Path sibling : siblings) {
                String name = sibling.getFileName().toString();
                boolean otherBuild = name.startsWith(prefix) && !name.equals(build) && !name.startsWith(build + ".");
                boolean abandoned = name.startsWith(".unpacking-" + prefix) && olderThanAnHour(sibling);
                if ((otherBuild || abandoned) && Files.isDirectory(sibling) && !held(sibling)) {
                    deleteTree(sibling);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // Tidying is best effort: a folder left behind costs disk space, never a start.
        }
    }

    static String folderName(Path jar) throws IOException {
        String file = jar.getFileName().toString();
        String stem = file.endsWith(".jar") ? file.substring(0, file.length() - 4) : file;
        return stem + "-" + contentId(jar);
    }

    /** A digest of the jar's central directory: every entry's name, size and CRC, in order. */
    static String contentId(Path jar) throws IOException {
        MessageDigest digest = sha256();
        ByteBuffer numbers = ByteBuffer.allocate(Long.BYTES * 2);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                digest.update(entry.getName().getBytes(StandardCharsets.UTF_8));
                numbers.clear();
                numbers.putLong(entry.getSize()).putLong(entry.getCrc());
                digest.update(numbers.array());
            }
        }
        return HexFormat.of().formatHex(digest.digest(), 0, 8);
    }

    private static void unpack(Path jar, Path root, Path folder, boolean twoPhaseCommit) throws IOException {
        Path partial = root.resolve(".unpacking-" + folder.getFileName() + "-" + UUID.randomUUID());
        try {
            try (ZipFile zip = new ZipFile(jar.toFile())) {
                Enumeration<? extends ZipEntry> entries = zip.entries();
                while (entries.hasMoreElements()) {
                    ZipEntry entry = entries.nextElement();
                    if (entry.getName().startsWith("wlp/")) {
                        write(zip, entry, partial);
                    }
                }
            }
            if (!twoPhaseCommit) {
                turnTwoPhaseCommitOff(partial.resolve("wlp/usr/servers"));
            }
            Files.createFile(partial.resolve(COMPLETE));
            try {
                Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
                // Another start of the same jar finished first: its folder is the same.
                if (!Files.exists(folder.resolve(COMPLETE))) {
                    throw e;
                }
            } catch (IOException e) {
                if (!Files.exists(folder.resolve(COMPLETE))) {
                    throw e;
                }
            }
        } finally {
            if (Files.exists(partial)) {
                deleteTree(partial);
            }
        }
    }

    private static void write(ZipFile zip, ZipEntry entry, Path into) throws IOException {
        Path target = into.resolve(entry.getName()).normalize();
        if (!target.startsWith(into)) {
            throw new IOException("The jar's entry " + entry.getName() + " points outside the server folder");
        }
        if (entry.isDirectory()) {
            Files.createDirectories(target);
            return;
        }
        Files.createDirectories(target.getParent());
        try (InputStream in = zip.getInputStream(entry)) {
            Files.copy(in, target);
        }
        if (executable(entry.getName())) {
            target.toFile().setExecutable(true, false);
        }
    }

    /** The scripts in wlp/bin (the server script and its tools), as the runtime's own unpacking marks them. */
    static boolean executable(String name) {
        return name.startsWith("wlp/bin/")
                && name.indexOf('/', "wlp/bin/".length()) < 0
                && !name.endsWith(".bat")
                && !name.endsWith(".exe");
    }

    /**
     * The transaction log is kept in the server folder, which a new build replaces, so recovery of two-phase commits
     * could not be trusted across builds: the same switch the runtime's own unpacking sets (WLP_JAR_ENABLE_2PC keeps
     * them on).
     */
    private static void turnTwoPhaseCommitOff(Path servers) throws IOException {
        if (!Files.isDirectory(servers)) {
            return;
        }
        try (Stream<Path> each = Files.list(servers)) {
            for (Path server : (Iterable<Path>) each::iterator) {
                Path options = server.resolve("jvm.options");
                String existing = Files.exists(options) ? Files.readString(options) : "";
                String separator = existing.isEmpty() || existing.endsWith("\n") ? "" : "\n";
                Files.writeString(options, existing + separator + TRANSACTIONS_OFF + "\n");
            }
        }
    }

    private static boolean held(Path folder) {
        Path lock = folder.resolve(IN_USE);
        if (!Files.exists(lock)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.WRITE)) {
            FileLock free = channel.tryLock();
            if (free == null) {
                return true;
            }
            free.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            return true;
        }
    }

    /** A partial unpacking this old is one whose start died (a live one takes seconds). */
    private static boolean olderThanAnHour(Path partial) throws IOException {
        return Files.getLastModifiedTime(partial)
                .toInstant()
                .isBefore(Instant.now().minus(Duration.ofHours(1)));
    }

    private static String prefixOf(String folderName) {
        return folderName.substring(0, folderName.lastIndexOf('-') + 1);
    }

    static void deleteTree(Path tree) {
        try (Stream<Path> paths = Files.walk(tree)) {
            paths.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // Best effort, as in removeOthers.
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
