package com.propertyportal.contacts.control;

import java.util.regex.Pattern;

/** A deliberately plain check of an e-mail address: one @, a dotted domain, no spaces or header breaks. */
public final class EmailAddresses {

    private static final Pattern ADDRESS = Pattern.compile(
            "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                    + "(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+");

    public static final int MAX_LENGTH = 320;

    private EmailAddresses() {}

    public static boolean isValid(String address) {
        return address != null
                && address.length() <= MAX_LENGTH
                && ADDRESS.matcher(address).matches();
    }
}
