package com.propertyportal.examples.contactportal;

/** Every value put into a page goes through escape(); the page frame is the same for all. */
final class Html {

    private Html() {}

    static String escape(String value) {
        if (value == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(value.length() + 16);
        for (char c : value.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    static String page(String title, String body) {
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%s · Your rental</title>
                <link rel="stylesheet" href="/style.css">
                </head>
                <body>
                <main>
                <h1>%s</h1>
                %s
                </main>
                </body>
                </html>
                """.formatted(escape(title), escape(title), body);
    }
}
