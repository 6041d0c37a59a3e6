package com.propertyportal.boards.control;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The types a card's file may have, and which one a file is. The content's first bytes decide among the
 * allowed types; the file name's extension, then the type the part declares, choose where the bytes fit
 * several (a ZIP is a .docx or an .xlsx, text is plain or CSV). A generic declared type
 * ({@code application/octet-stream}, what {@code curl -F} sends) claims nothing, and a common alias
 * ({@code audio/x-wav}, {@code image/jpg}) is its type. Content of no allowed type, or a name or declared
 * type that the content contradicts, is refused with 415.
 */
public final class FileTypes {

    public static final String PDF = "application/pdf";
    public static final String PNG = "image/png";
    public static final String JPEG = "image/jpeg";
    public static final String GIF = "image/gif";
    public static final String WEBP = "image/webp";
    public static final String SVG = "image/svg+xml";
    public static final String TEXT = "text/plain";
    public static final String CSV = "text/csv";
    public static final String DOC = "application/msword";
    public static final String DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    public static final String XLS = "application/vnd.ms-excel";
    public static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    public static final String MP3 = "audio/mpeg";
    public static final String WAV = "audio/wav";
    public static final String MP4 = "video/mp4";
    public static final String MOV = "video/quicktime";

    /** Every allowed type, by the extensions a file of it carries. */
    static final Map<String, String> BY_EXTENSION = Map.ofEntries(
            Map.entry("pdf", PDF),
            Map.entry("png", PNG),
            Map.entry("jpg", JPEG),
            Map.entry("jpeg", JPEG),
            Map.entry("jpe", JPEG),
            Map.entry("gif", GIF),
            Map.entry("webp", WEBP),
            Map.entry("svg", SVG),
            Map.entry("txt", TEXT),
            Map.entry("text", TEXT),
            Map.entry("log", TEXT),
            Map.entry("csv", CSV),
            Map.entry("doc", DOC),
            Map.entry("docx", DOCX),
            Map.entry("xls", XLS),
            Map.entry("xlsx", XLSX),
            Map.entry("mp3", MP3),
            Map.entry("wav", WAV),
            Map.entry("mp4", MP4),
            Map.entry("m4v", MP4),
            Map.entry("mov", MOV),
            Map.entry("qt", MOV));

    public static final Set<String> ALLOWED = Set.copyOf(BY_EXTENSION.values());

    /** Declared types that are another name for an allowed one. */
    static final Map<String, String> ALIASES = Map.ofEntries(
            Map.entry("application/x-pdf", PDF),
            Map.entry("application/acrobat", PDF),
            Map.entry("image/x-png", PNG),
            Map.entry("image/jpg", JPEG),
            Map.entry("image/pjpeg", JPEG),
            Map.entry("text/comma-separated-values", CSV),
            Map.entry("text/x-csv", CSV),
            Map.entry("application/csv", CSV),
            Map.entry("audio/mp3", MP3),
            Map.entry("audio/x-mp3", MP3),
            Map.entry("audio/mpeg3", MP3),
            Map.entry("audio/x-mpeg", MP3),
            Map.entry("audio/x-wav", WAV),
            Map.entry("audio/wave", WAV),
            Map.entry("audio/vnd.wave", WAV),
            Map.entry("audio/x-pn-wav", WAV),
            Map.entry("video/x-m4v", MP4),
            Map.entry("application/x-msword", DOC),
            Map.entry("application/x-msexcel", XLS),
            Map.entry("application/x-excel", XLS));

    /** Declared types that say nothing about the content. */
    static final Set<String> GENERIC = Set.of(
            "", "application/octet-stream", "binary/octet-stream", "application/unknown", "application/x-download");

    private static final byte[] OLE = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1, 0x1A};
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    private static final int TEXT_SCAN = 8192;

    private FileTypes() {}

    /**
     * The allowed type of a file whose content begins with head[0..length), named fileName (may be null),
     * sent as declaredType (may be null); else a 415 naming {@code file}.
     */
    public static String decide(String declaredType, String fileName, byte[] head, int length) {
        Set<String> fits = fits(head, length);
        if (fits.isEmpty()) {
            throw refused("is of none of the allowed types (" + allowed() + ")");
        }
        Optional<String> byName = extension(fileName).map(BY_EXTENSION::get);
        Optional<String> declared = declared(declaredType);
        if (declared.isPresent() && !ALLOWED.contains(declared.get()) && byName.isEmpty()) {
            throw refused("has the type '" + declared.get() + "', which is not allowed (" + allowed() + ")");
        }
        for (Optional<String> claim : List.of(byName, declared)) {
            if (claim.isPresent() && fits.contains(claim.get())) {
                return claim.get();
            }
        }
        Optional<String> contradicted = byName.or(() -> declared.filter(ALLOWED::contains));
        if (contradicted.isPresent()) {
            throw refused("does not look like " + contradicted.get() + " (its content is "
                    + fits.stream().sorted().collect(Collectors.joining(" or ")) + ")");
        }
        if (fits.size() == 1) {
            return fits.iterator().next();
        }
        if (fits.contains(TEXT)) {
            return TEXT;
        }
        throw refused("could be " + fits.stream().sorted().collect(Collectors.joining(" or "))
                + "; name it with its extension");
    }

    /** The allowed types whose content could begin so. */
    static Set<String> fits(byte[] head, int length) {
        byte[] h = Arrays.copyOf(head, Math.max(length, 0));
        if (startsWith(h, 0, "%PDF-")) {
            return Set.of(PDF);
        }
        if (startsWith(h, 0, PNG_SIGNATURE)) {
            return Set.of(PNG);
        }
        if (h.length >= 3 && (h[0] & 0xFF) == 0xFF && (h[1] & 0xFF) == 0xD8 && (h[2] & 0xFF) == 0xFF) {
            return Set.of(JPEG);
        }
        if (startsWith(h, 0, "GIF87a") || startsWith(h, 0, "GIF89a")) {
            return Set.of(GIF);
        }
        if (startsWith(h, 0, "RIFF") && startsWith(h, 8, "WEBP")) {
            return Set.of(WEBP);
        }
        if (startsWith(h, 0, "RIFF") && startsWith(h, 8, "WAVE")) {
            return Set.of(WAV);
        }
        if (startsWith(h, 4, "ftyp")) {
            return startsWith(h, 8, "qt  ") ? Set.of(MOV) : Set.of(MP4, MOV);
        }
        if (startsWith(h, 4, "moov") || startsWith(h, 4, "mdat") || startsWith(h, 4, "wide")) {
            return Set.of(MOV);
        }
        if (startsWith(h, 0, "ID3") || (h.length >= 2 && (h[0] & 0xFF) == 0xFF && (h[1] & 0xE6) == 0xE2)) {
            return Set.of(MP3);
        }
        if (startsWith(h, 0, new byte[] {'P', 'K', 3, 4})) {
            return Set.of(DOCX, XLSX);
        }
        if (startsWith(h, 0, OLE)) {
            return Set.of(DOC, XLS);
        }
        if (isText(h)) {
            return isSvg(h) ? Set.of(SVG, TEXT) : Set.of(TEXT, CSV);
        }
        return Set.of();
    }

    private static Optional<String> extension(String fileName) {
        if (fileName == null) {
            return Optional.empty();
        }
        int dot = fileName.lastIndexOf('.');
        return dot < 0
                ? Optional.empty()
                : Optional.of(fileName.substring(dot + 1).toLowerCase(Locale.ROOT))
                        .filter(BY_EXTENSION::containsKey);
    }

    private static Optional<String> declared(String contentType) {
        String type =
                contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return GENERIC.contains(type) ? Optional.empty() : Optional.of(ALIASES.getOrDefault(type, type));
    }

    /** No NUL and no control character but white space in the first bytes: text, in any ASCII superset. */
    private static boolean isText(byte[] h) {
        if (h.length == 0) {
            return false;
        }
        for (int i = 0; i < Math.min(h.length, TEXT_SCAN); i++) {
            int b = h[i] & 0xFF;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' || b == 0x7F) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSvg(byte[] h) {
        String start = new String(h, 0, Math.min(h.length, 1024), StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
        return start.stripLeading().startsWith("<") && start.contains("<svg");
    }

    private static boolean startsWith(byte[] h, int at, String ascii) {
        return startsWith(h, at, ascii.getBytes(StandardCharsets.US_ASCII));
    }

    private static boolean startsWith(byte[] h, int at, byte[] prefix) {
        return h.length >= at + prefix.length && Arrays.equals(h, at, at + prefix.length, prefix, 0, prefix.length);
    }

    private static String allowed() {
        return ALLOWED.stream().sorted().collect(Collectors.joining(", "));
    }

    private static ProblemException refused(String reason) {
        return new ProblemException(
                Response.Status.UNSUPPORTED_MEDIA_TYPE,
                "UNSUPPORTED_MEDIA_TYPE",
                "The file " + reason,
                List.of(new FieldError("file", reason)),
                Map.of());
    }
}
