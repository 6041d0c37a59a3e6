package com.propertyportal.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Ends the stream once more than {@code limit} bytes were read, and remembers that it did. */
final class LimitedInputStream extends FilterInputStream {

    private final long limit;
    private long count;
    private boolean exceeded;

    LimitedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    boolean exceeded() {
        return exceeded;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0 && ++count > limit) {
            exceeded = true;
            throw new IOException("body too large");
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            count += n;
            if (count > limit) {
                exceeded = true;
                throw new IOException("body too large");
            }
        }
        return n;
    }
}
