package com.propertyportal.boards.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.problems.ProblemException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FileTypesTest {

    private static final byte[] PDF = ascii("%PDF-1.7\n%âãÏÓ\n");
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13};
    private static final byte[] JPEG = {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0, 0, 16, 'J', 'F'};
    private static final byte[] GIF = ascii("GIF89a\u0001\u0000");
    private static final byte[] WEBP = ascii("RIFF\u0010\u0000\u0000\u0000WEBPVP8 ");
    private static final byte[] WAV = ascii("RIFF\u0010\u0000\u0000\u0000WAVEfmt ");
    private static final byte[] MP3_ID3 = ascii("ID3\u0004\u0000\u0000\u0000");
    private static final byte[] MP3_FRAME = {(byte) 0xFF, (byte) 0xFB, (byte) 0x90, 0x64, 0};
    private static final byte[] MP4 = ascii("\u0000\u0000\u0000\u0018ftypisom\u0000\u0000");
    private static final byte[] MOV = ascii("\u0000\u0000\u0000\u0014ftypqt  \u0000\u0000");
    private static final byte[] ZIP = {'P', 'K', 3, 4, 20, 0, 6, 0};
    private static final byte[] OLE = {
        (byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1, 0x1A, (byte) 0xE1
    };
    private static final byte[] TEXT = ascii("Rent is due on the first.\r\n");
    private static final byte[] CSV = ascii("unit,rent\n4B,1450\n");
    private static final byte[] SVG = ascii("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    private static final byte[] ELF = {0x7F, 'E', 'L', 'F', 2, 1, 1, 0};
    private static final byte[] EXE = {'M', 'Z', (byte) 0x90, 0, 3, 0, 0, 0};

    @ParameterizedTest(name = "{0} named {1} sent as {2} is {3}")
    @CsvSource(
            nullValues = "-",
            value = {
                // the content decides, whatever generic type the part declares
                "PDF, lease.pdf, application/octet-stream, application/pdf",
                "PDF, lease.pdf, -, application/pdf",
                "PDF, lease, -, application/pdf",
                "PNG, photo.png, image/png, image/png",
                "PNG, photo.PNG, binary/octet-stream, image/png",
                "JPEG, photo.jpg, image/jpg, image/jpeg",
                "JPEG, photo.jpeg, image/pjpeg, image/jpeg",
                "GIF, a.gif, image/gif, image/gif",
                "WEBP, a.webp, application/octet-stream, image/webp",
                "WAV, call.wav, audio/x-wav, audio/wav",
                "WAV, call.wav, audio/wave, audio/wav",
                "MP3_ID3, call.mp3, audio/mp3, audio/mpeg",
                "MP3_FRAME, call.mp3, application/octet-stream, audio/mpeg",
                "MP4, tour.mp4, video/mp4, video/mp4",
                "MP4, tour.mov, application/octet-stream, video/quicktime",
                "MOV, tour.mov, video/quicktime, video/quicktime",
                "MOV, tour, -, video/quicktime",
                // a ZIP or an OLE file is what its name says
                "ZIP, lease.docx, application/octet-stream, application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "ZIP, rent.xlsx, -, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "ZIP, rent, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "OLE, lease.doc, application/msword, application/msword",
                "OLE, rent.xls, application/octet-stream, application/vnd.ms-excel",
                // text is plain unless its name or type says CSV; a browser's Excel type for a .csv is a CSV
                "TEXT, note.txt, text/plain, text/plain",
                "TEXT, note, -, text/plain",
                "CSV, rent.csv, application/vnd.ms-excel, text/csv",
                "CSV, rent.csv, text/csv; charset=utf-8, text/csv",
                "CSV, export, text/comma-separated-values, text/csv",
                "SVG, logo.svg, image/svg+xml, image/svg+xml",
                "SVG, logo.svg, application/octet-stream, image/svg+xml",
            })
    void theContentDecidesAmongTheAllowedTypes(String content, String name, String declared, String expected) {
        byte[] head = sample(content);
        assertEquals(expected, FileTypes.decide(declared, name, head, head.length));
    }

    @ParameterizedTest(name = "{0} named {1} sent as {2} is refused: {3}")
    @CsvSource(
            nullValues = "-",
            value = {
                // content of no allowed type
                "ELF, run, application/octet-stream, none of the allowed types",
                "EXE, setup.pdf, application/pdf, none of the allowed types",
                // a declared type outside the allow-list, with no name to say otherwise
                "TEXT, run, application/x-sh, 'application/x-sh', which is not allowed",
                "TEXT, page, text/html, 'text/html', which is not allowed",
                // a name or declared type the content contradicts
                "TEXT, photo.png, image/png, does not look like image/png",
                "PDF, photo.png, application/octet-stream, does not look like image/png",
                "JPEG, scan, image/png, does not look like image/png",
                "ZIP, archive.zip, application/zip, 'application/zip', which is not allowed",
                "TEXT, lease.docx, -, does not look like application/vnd.openxmlformats",
                // bytes that fit several types and nothing to choose
                "ZIP, archive, application/octet-stream, could be",
                "OLE, -, -, could be",
            })
    void otherContentIsRefusedWith415NamingTheFile(String content, String name, String declared, String reason) {
        byte[] head = sample(content);
        ProblemException refused =
                assertThrows(ProblemException.class, () -> FileTypes.decide(declared, name, head, head.length));
        assertEquals(415, refused.getResponse().getStatus());
        assertEquals("file", refused.errors().get(0).field());
        assertTrue(refused.errors().get(0).reason().contains(reason), refused.errors()::toString);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"TEXT", "CSV", "SVG"})
    void aNulByteMakesTextBinary(String content) {
        byte[] head = sample(content).clone();
        head[head.length / 2] = 0;
        assertThrows(ProblemException.class, () -> FileTypes.decide("text/plain", "a.txt", head, head.length));
    }

    @ParameterizedTest(name = "the first {0} bytes of a PNG are not yet a PNG")
    @CsvSource({"0", "3", "7"})
    void aTruncatedSignatureIsNotTheType(int length) {
        byte[] head = Arrays.copyOf(PNG, 64);
        assertThrows(ProblemException.class, () -> FileTypes.decide("image/png", "a.png", head, length));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"pdf", "png", "jpg", "gif", "webp", "svg", "txt", "csv", "doc", "docx", "xls", "xlsx", "mp3", "wav"})
    void everyExtensionNamesAnAllowedType(String extension) {
        assertTrue(FileTypes.ALLOWED.contains(FileTypes.BY_EXTENSION.get(extension)));
    }

    private static byte[] sample(String name) {
        return switch (name) {
            case "PDF" -> PDF;
            case "PNG" -> PNG;
            case "JPEG" -> JPEG;
            case "GIF" -> GIF;
            case "WEBP" -> WEBP;
            case "WAV" -> WAV;
            case "MP3_ID3" -> MP3_ID3;
            case "MP3_FRAME" -> MP3_FRAME;
            case "MP4" -> MP4;
            case "MOV" -> MOV;
            case "ZIP" -> ZIP;
            case "OLE" -> OLE;
            case "TEXT" -> TEXT;
            case "CSV" -> CSV;
            case "SVG" -> SVG;
            case "ELF" -> ELF;
            case "EXE" -> EXE;
            default -> throw new IllegalArgumentException(name);
        };
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }
}
